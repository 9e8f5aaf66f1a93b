import { BadRequestException } from '@nestjs/common';
import { createValidationPipe } from '../../../platform/http/validation.js';
import { ForgotPasswordDto } from '../forgot-password/forgot-password.dto.js';
import { SignUpDto } from './sign-up.dto.js';

/**
 * The JSON body parser refuses unpaired surrogates before validation; these rules must hold on their
 * own too (a body reaching them another way), answering "not an email" rather than throwing.
 */
describe('the email rule of sign-up and forgot-password', () => {
  const pipe = createValidationPipe();
  const check = (metatype: new () => object, body: object) =>
    pipe.transform(body, { type: 'body', metatype }).then(
      () => 'valid',
      (error: unknown) =>
        error instanceof BadRequestException ? (error.getResponse() as { message: string }).message : error,
    );

  it.each(['\ud800@example.com', 'ravi@example.com\udfff', 'ra\udc00\ud800vi@example.com'])(
    'refuses %j as an invalid email instead of throwing',
    async (email) => {
      const signUp = { firstName: 'Ravi', lastName: 'Kumar', email, password: 'secret-pw' };
      expect(await check(SignUpDto, signUp)).toBe('Please enter a valid email address.');
      expect(await check(ForgotPasswordDto, { email })).toBe('Please enter a valid email address.');
    },
  );

  it('still takes an address in another script', async () => {
    for (const email of ['рави@example.com', 'ravi@example.com'])
      expect(await check(ForgotPasswordDto, { email })).toBe('valid');
  });
});
