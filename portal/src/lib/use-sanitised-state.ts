import { stripTags } from '@aspire/domain';
import { useEffect, useState } from 'react';
import { SANITISE_DEBOUNCE_MS } from '../config/defaults';

/**
 * A text input's state whose value is stripped of HTML tags 300 ms after the last change
 * (docs/product/access.md, "The registration form"). Submit handlers strip again so a pending
 * debounce never matters.
 */
export function useSanitisedState(initial = ''): [string, (value: string) => void] {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const clean = stripTags(value);
    if (clean === value) return;
    const id = setTimeout(() => setValue(clean), SANITISE_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [value]);
  return [value, setValue];
}
