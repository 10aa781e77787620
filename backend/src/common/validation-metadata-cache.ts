import { getMetadataStorage, MetadataStorage } from 'class-validator';

type Lookup = MetadataStorage['getTargetValidationMetadatas'];
type ValidationMetadata = ReturnType<Lookup>[number];

const installed = new WeakSet<object>();

/**
 * Remembers class-validator's rules per DTO class. On every object it validates, class-validator
 * 0.14 resolves the class's rules by testing the class against every decorated class of the app
 * (for inherited rules: typestack/class-validator#2686); a batch of 100 answers paid that 101
 * times per request (issue 14, P3). The rules and the validator are unchanged: the same lookup
 * runs once per class and option set, and any rule registered later empties the cache, so a
 * class decorated after its first validation is still checked by all of its rules (`onChange`
 * tells the same to whoever else keeps what it learnt from the rules).
 */
export function cacheValidationMetadata(
  storage = getMetadataStorage(),
  onChange: () => void = () => undefined,
): void {
  if (installed.has(storage)) return;
  installed.add(storage);
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  let cache = new WeakMap<Parameters<Lookup>[0], Map<string, ValidationMetadata[]>>();
  storage.addValidationMetadata = (metadata: ValidationMetadata) => {
    cache = new WeakMap();
    onChange();
    add(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = JSON.stringify([schema, always, strictGroups, groups ?? null]);
    let byOptions = cache.get(target);
    if (!byOptions) cache.set(target, (byOptions = new Map()));
    let found = byOptions.get(key);
    if (!found) byOptions.set(key, (found = lookup(target, schema, always, strictGroups, groups)));
    // A copy: callers get an array of their own, as from the uncached lookup.
    return found.slice();
  };
}
