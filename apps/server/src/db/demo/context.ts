import type { Db } from '../client';

/** The known password of every demo account, printed with the admin login on first start. */
export const DEMO_PASSWORD = 'Member123';

/** What every demo step gets: the transaction to write in, the admin who owns the demo, the demo password's hash. */
export interface DemoContext {
  db: Db;
  adminId: number;
  passwordHash: string;
}
