import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Paginator, rowNumber } from '../src/components/ui/Paginator';

describe('paginator', () => {
  it("shows 'Page X/Y - N résultats' with ceil(total/pageSize) pages", () => {
    render(<Paginator page={2} pageSize={10} total={25} onPageChange={() => {}} />);
    expect(screen.getByText('Page 2/3 - 25 résultats')).toBeVisible();
  });

  it('shows Précédent only above page 1', () => {
    const { rerender } = render(<Paginator page={1} pageSize={10} total={25} onPageChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Précédent' })).toBeNull();
    rerender(<Paginator page={2} pageSize={10} total={25} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeVisible();
  });

  it('shows Suivant only while total/pageSize exceeds the page', () => {
    const { rerender } = render(<Paginator page={2} pageSize={10} total={25} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeVisible();
    rerender(<Paginator page={3} pageSize={10} total={25} onPageChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Suivant' })).toBeNull();
    rerender(<Paginator page={2} pageSize={10} total={20} onPageChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Suivant' })).toBeNull();
  });

  it('asks for the neighboring page', async () => {
    const onPageChange = vi.fn();
    render(<Paginator page={2} pageSize={10} total={25} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });
});

describe('row number', () => {
  it('is (page-1)*pageSize + index + 1', () => {
    expect(rowNumber(1, 10, 0)).toBe(1);
    expect(rowNumber(3, 10, 4)).toBe(25);
    expect(rowNumber(2, 25, 24)).toBe(50);
  });
});
