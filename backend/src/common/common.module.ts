import { DynamicModule, Global, Module } from '@nestjs/common';
import { Clock } from './clock';

/** Cross-cutting providers every module may inject; tests hand in a FakeClock. */
@Global()
@Module({})
export class CommonModule {
  static forRoot(clock: Clock = new Clock()): DynamicModule {
    return {
      module: CommonModule,
      providers: [{ provide: Clock, useValue: clock }],
      exports: [Clock],
    };
  }
}
