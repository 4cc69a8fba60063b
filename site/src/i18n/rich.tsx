import { Fragment, type ReactNode } from 'react';
import { pieces } from './fill';

/** A catalogue's text with elements (links, emphasis) or texts put at its `{name}` places, for the islands. */
export function rich(text: string, values: Record<string, ReactNode>): ReactNode {
  return pieces(text).map((piece, index) => (
    <Fragment key={index}>{'text' in piece ? piece.text : values[piece.value]}</Fragment>
  ));
}
