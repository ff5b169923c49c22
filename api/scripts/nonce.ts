// Prints a fresh nonce for a token, for calling authenticated endpoints with curl:
//   curl -H "authorization: $TOKEN" -H "nonce: $(npm run -s nonce -- $TOKEN)" …
import { createNonce } from '../src/contract/nonce.ts';

const token = process.argv[2];
if (!token) {
  console.error('usage: npm run -s nonce -- <token>');
  process.exit(1);
}
console.log(createNonce(token));
