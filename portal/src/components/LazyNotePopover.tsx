import { Suspense, useState, type ComponentProps } from 'react';
import { lazyThemed } from './lazy-themed';
import type { NotePopover } from './NotePopover';

// MUI's Popover (its modal, focus trap and transitions) with the theme loads on the
// first opening; the dashboard's first screen, which draws the chips and bars, loads no MUI.
const ThemedNotePopover = lazyThemed(() => import('./NotePopover'), 'NotePopover');

type LazyNotePopoverProps = ComponentProps<typeof NotePopover>;

/** NotePopover, loaded when first opened and kept mounted from then on (its closing transition). */
export function LazyNotePopover(props: LazyNotePopoverProps) {
  const [used, setUsed] = useState(false);
  if (props.anchor !== null && !used) setUsed(true);
  if (!used && props.anchor === null) return null;
  return (
    <Suspense fallback={null}>
      <ThemedNotePopover {...props} />
    </Suspense>
  );
}
