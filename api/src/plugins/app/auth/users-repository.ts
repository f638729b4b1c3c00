import { eq } from 'drizzle-orm';
import { type Role, users } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/types.ts';

export function usersRepository(db: Database) {
  return {
    async findByEmail(email: string) {
      const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
      return user;
    },
    async findById(id: number) {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user;
    },
    async create(email: string, passwordHash: string, role: Role = 'admin') {
      const [user] = await db
        .insert(users)
        .values({ email: email.trim().toLowerCase(), passwordHash, role })
        .returning();
      return user;
    },
    async setPasswordHash(id: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },
    async list() {
      return db.select({ email: users.email, role: users.role }).from(users).orderBy(users.email);
    },
    async count() {
      return db.$count(users);
    },
  };
}
