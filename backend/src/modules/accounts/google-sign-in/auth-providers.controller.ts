import { Controller, Get, Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';

/** Which sign-in methods this server offers, so the screens can say so before anyone clicks. */
@Controller('api/auth/providers')
export class AuthProvidersController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  providers(): { google: boolean } {
    return { google: this.config.google !== undefined };
  }
}
