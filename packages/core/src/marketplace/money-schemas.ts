import { z } from 'zod';
import { MARKETPLACE_CURRENCIES } from './money';

/** money.ts's zod schema, apart so that money's rules and formatting do not bring zod. */
export const marketplaceCurrencySchema = z.enum(MARKETPLACE_CURRENCIES);
