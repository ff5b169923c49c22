import { useEndpoint } from '../../lib/endpoint-hooks.ts';

export { OrderDetail } from './OrderDetail.tsx';

/** Every balance of the account, for the shell's balance card. */
export const useBalance = () => useEndpoint('balance');
