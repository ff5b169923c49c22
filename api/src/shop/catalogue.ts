import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products } from './tables.ts';

/** The products on sale, in catalogue order. */
export const productsOnSale = (db: Db) =>
  db.select().from(products).where(eq(products.status, 1)).orderBy(products.sort);

/** The catalogue in its order, or only the products of one shop kind. */
export const catalogue = (db: Db, shopStatus?: string) =>
  db
    .select()
    .from(products)
    .where(shopStatus ? eq(products.shopStatus, shopStatus) : undefined)
    .orderBy(products.sort);
