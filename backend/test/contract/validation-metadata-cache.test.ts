import 'reflect-metadata';
import {
  getMetadataStorage,
  IsInt,
  IsString,
  Min,
  MetadataStorage,
  validateSync,
} from 'class-validator';
import { AppModule } from '../../src/app.module';
import { validationPipe } from '../../src/common/validation.pipe';

// Issue 14 (P3): class-validator's rules are looked up once per DTO class, and the cache never
// answers with fewer rules than class-validator itself would.
describe('the validation metadata cache', () => {
  const storage = getMetadataStorage();
  const uncached = (...args: Parameters<MetadataStorage['getTargetValidationMetadatas']>) =>
    MetadataStorage.prototype.getTargetValidationMetadatas.apply(storage, args);

  it('should be in place once the input boundary is loaded', () => {
    expect(validationPipe).toBeDefined();
    expect(storage.getTargetValidationMetadatas).not.toBe(
      MetadataStorage.prototype.getTargetValidationMetadatas,
    );
  });

  it("should give every DTO of the app the same rules as class-validator's own lookup", () => {
    expect(AppModule).toBeDefined(); // every module's DTOs are decorated by now
    const targets = [
      ...(
        storage as unknown as { validationMetadatas: Map<object, unknown> }
      ).validationMetadatas.keys(),
    ].filter((t): t is new () => unknown => typeof t === 'function');
    expect(targets.length).toBeGreaterThan(20);
    for (const target of targets) {
      for (const always of [false, true]) {
        for (const groups of [undefined, ['g']]) {
          const args = [target, '', always, false, groups] as const;
          expect(storage.getTargetValidationMetadatas(...args)).toEqual(uncached(...args));
          // The second answer (from the cache) is the same, and an array of its own.
          const again = storage.getTargetValidationMetadatas(...args);
          expect(again).toEqual(uncached(...args));
          expect(again).not.toBe(storage.getTargetValidationMetadatas(...args));
        }
      }
    }
  });

  it('should apply a rule registered after a class was first validated, its own or inherited', () => {
    class Base {
      @IsString() name: unknown = 'x';
    }
    class Child extends Base {
      @IsInt() count: unknown = 1;
    }
    const child = new Child();
    expect(validateSync(child)).toEqual([]);
    Min(5)(Child.prototype, 'count');
    expect(validateSync(child).map((e) => e.property)).toEqual(['count']);
    child.count = 5;
    IsInt()(Base.prototype, 'name');
    expect(validateSync(child).map((e) => e.property)).toEqual(['name']);
  });
});
