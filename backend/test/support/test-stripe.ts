import { Body, Controller, Module, Put } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { IsBoolean } from 'class-validator';
import { StripeGateway } from '../../src/modules/membership/stripe/stripe-gateway.js';

class SetStripeDto {
  @IsBoolean({ message: 'configured must be true or false' })
  configured: boolean;
}

/**
 * PUT /api/test/stripe `{configured}`: the browser tests' app has Stripe (its stand-in) configured
 * for the whole run; this takes it away and gives it back, so a test sees what the screens tell of a
 * server without it ("Online payment is not configured.") from the server's own answers. Only the
 * e2e server has it (backend/test/e2e-server.ts), as it has the clock.
 */
@Controller('api/test/stripe')
class TestStripeController {
  constructor(private readonly modules: ModuleRef) {}

  @Put()
  set(@Body() body: SetStripeDto) {
    const gateway = this.modules.get(StripeGateway, { strict: false });
    if (body.configured) {
      // The gateway's own getter (its class's) answers again.
      Reflect.deleteProperty(gateway, 'configured');
    } else {
      Object.defineProperty(gateway, 'configured', { value: false, configurable: true });
    }
    return { configured: gateway.configured };
  }
}

@Module({ controllers: [TestStripeController] })
export class TestStripeModule {}
