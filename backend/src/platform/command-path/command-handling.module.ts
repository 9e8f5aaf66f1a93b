import { Global, Module } from '@nestjs/common';
import { CommandPath } from './command-path.js';

/** The one write path, for every feature module. */
@Global()
@Module({ providers: [CommandPath], exports: [CommandPath] })
export class CommandHandlingModule {}
