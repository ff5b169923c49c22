import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequest } from '@p5g/api/contract';

/** The login form's fields, checked by the server's own rules (loaded on the first submit). */
export const loginFormResolver = zodResolver(
  loginRequest.pick({ account: true, password: true, imgCode: true }),
);
