import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import {
  Checkbox,
  ErrorBanner,
  FileInput,
  Icon,
  ICON_NAMES,
  LoadingClock,
  SearchInput,
  Select,
  SubmitButton,
  TextArea,
  TextInput,
} from '../src';

function ControlledInput(props: { validity?: boolean | null; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      name="email"
      type="email"
      label="Adresse e-mail"
      description="Nous vous écrivons ici."
      value={value}
      onChange={setValue}
      {...props}
    />
  );
}

describe('TextInput', () => {
  it('is labelled, typed into, and tied to its description', async () => {
    render(<ControlledInput />);
    const input = screen.getByLabelText('Adresse e-mail');
    expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'marie@example.be');
    expect(input).toHaveValue('marie@example.be');
    expect(input).toHaveAccessibleDescription('Nous vous écrivons ici.');
  });

  it('shows neutral, valid (teal) and invalid (red) states, the error beneath in red', () => {
    const { rerender } = render(<ControlledInput validity={null} />);
    expect(screen.getByLabelText('Adresse e-mail')).toHaveClass('control');
    expect(screen.getByLabelText('Adresse e-mail')).not.toHaveClass('is-valid', 'is-invalid');
    rerender(<ControlledInput validity={true} />);
    expect(screen.getByLabelText('Adresse e-mail')).toHaveClass('is-valid');
    rerender(<ControlledInput validity={false} error="Adresse e-mail invalide." />);
    const input = screen.getByLabelText('Adresse e-mail');
    expect(input).toHaveClass('is-invalid');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Nous vous écrivons ici. Adresse e-mail invalide.');
    expect(screen.getByText('Adresse e-mail invalide.')).toHaveClass('field-error');
  });

  it('can be disabled and offer a list of values', () => {
    render(<TextInput name="street" label="Rue" listId="streets" disabled value="" onChange={() => {}} />);
    expect(screen.getByLabelText('Rue')).toBeDisabled();
    expect(screen.getByLabelText('Rue')).toHaveAttribute('list', 'streets');
  });
});

describe('TextArea', () => {
  it('has five rows and shows its error', () => {
    render(<TextArea name="message" label="Message" value="" error="Ce champ est obligatoire." onChange={() => {}} />);
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '5');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Ce champ est obligatoire.');
  });
});

describe('Select', () => {
  function Streets() {
    const [value, setValue] = useState('');
    return (
      <Select
        name="street"
        label="Rue"
        value={value}
        onChange={setValue}
        placeholder="Veuillez sélectionner"
        options={[
          { id: 'ramier', name: 'Rue du Ramier' },
          { id: 'sapiniere', name: 'Rue de la Sapinière' },
        ]}
      />
    );
  }

  it("offers 'Veuillez sélectionner' first, disabled once a value is chosen", async () => {
    render(<Streets />);
    const select = screen.getByLabelText('Rue');
    const placeholder = screen.getByRole('option', { name: 'Veuillez sélectionner' });
    expect(placeholder).not.toBeDisabled();
    await userEvent.selectOptions(select, 'Rue du Ramier');
    expect(select).toHaveValue('ramier');
    expect(placeholder).toBeDisabled();
  });
});

describe('FileInput', () => {
  it('accepts only the announced files and hands over the chosen one', async () => {
    const onChange = vi.fn();
    render(
      <FileInput name="statement" label="Extrait de compte" accept=".csv,.cod" description="CSV ou CODA" onChange={onChange} />,
    );
    const input = screen.getByLabelText('Extrait de compte');
    expect(input).toHaveAttribute('accept', '.csv,.cod');
    const file = new File(['a;b'], 'extrait.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    expect(onChange).toHaveBeenCalledWith(file);
  });
});

describe('Checkbox', () => {
  it('is checked by clicking its label and shows its error', async () => {
    const onChange = vi.fn();
    render(
      <Checkbox name="rules" checked={false} error="Vous devez accepter le règlement de la brocante." onChange={onChange}>
        J'accepte le règlement
      </Checkbox>,
    );
    await userEvent.click(screen.getByText("J'accepte le règlement"));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByLabelText("J'accepte le règlement")).toHaveAccessibleDescription(
      'Vous devez accepter le règlement de la brocante.',
    );
  });
});

describe('SearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is labelled 'Recherche' with 'Nom, description' and emits 500 ms after typing stops", () => {
    const onSearch = vi.fn();
    render(<SearchInput value="" onSearch={onSearch} />);
    const input = screen.getByLabelText('Recherche');
    expect(input).toHaveAttribute('placeholder', 'Nom, description');
    fireEvent.change(input, { target: { value: 'Du' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'Dup' } });
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Dup');
  });

  it('takes the focus when its focus flag is set', () => {
    render(<SearchInput value="" focus onSearch={() => {}} />);
    expect(screen.getByLabelText('Recherche')).toHaveFocus();
  });
});

describe('SubmitButton', () => {
  it('is disabled while the form is invalid', () => {
    const { rerender } = render(<SubmitButton invalid>Envoyer</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    rerender(<SubmitButton invalid={false}>Envoyer</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });
});

describe('ErrorBanner', () => {
  it('shows the message in an alert with the cross icon, and nothing without an error', () => {
    const { container, rerender } = render(<ErrorBanner error={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ErrorBanner error="Accès refusé" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Accès refusé');
    expect(screen.getByRole('alert').querySelector('[data-icon="cross"]')).not.toBeNull();
  });
});

describe('LoadingClock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden for the first 400 ms, then shows the clock', () => {
    render(<LoadingClock loading />);
    act(() => vi.advanceTimersByTime(399));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });

  it('never shows when loading ends before 400 ms', () => {
    const { rerender } = render(<LoadingClock loading />);
    act(() => vi.advanceTimersByTime(300));
    rerender(<LoadingClock loading={false} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('Icon', () => {
  it('draws every icon of the specification', () => {
    render(
      <div>
        {ICON_NAMES.map((name) => (
          <Icon key={name} name={name} title={name} />
        ))}
      </div>,
    );
    for (const name of [
      'arrow',
      'edit',
      'add',
      'clock',
      'signout',
      'delete',
      'cross',
      'check',
      'print',
      'eye',
      'upload',
      'download',
    ]) {
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    }
  });
});
