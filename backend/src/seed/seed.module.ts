import { Module } from '@nestjs/common';
import { PasswordService } from '../auth/password.service';
import { SeedRepository } from './seed.repository';
import { SeedService } from './seed.service';

@Module({ providers: [SeedRepository, SeedService, PasswordService], exports: [SeedService] })
export class SeedModule {}
