import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { emailSchema } from '@petmitra/core/auth/email';
import { passwordSchema } from '@petmitra/core/auth/password';
import { createContext } from './context';
import { loadEnv } from './env';
import { hashPassword } from './auth/password-hash';
import { createUserRepository } from './modules/users/repository';

/**
 *   migrate                                   apply pending migrations
 *   create-admin --email E --name N [--password P]
 *                                             create the first super admin (password from
 *                                             PETMITRA_ADMIN_PASSWORD when not given)
 */
const [command, ...rest] = process.argv.slice(2);
const env = loadEnv();
const logger = pino({ level: 'warn' });

async function main() {
  if (command === 'migrate') {
    const ctx = await createContext(env, logger);
    await ctx.close();
    process.stdout.write('Migrations are up to date.\n');
    return;
  }
  if (command === 'create-admin') {
    const { values } = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
      },
    });
    const email = emailSchema.safeParse(values.email ?? '');
    if (!email.success) throw new Error(email.error.issues[0]?.message ?? 'Invalid email');
    const password = passwordSchema.safeParse(values.password ?? env.PETMITRA_ADMIN_PASSWORD ?? '');
    if (!password.success) throw new Error(password.error.issues[0]?.message ?? 'Invalid password');
    const ctx = await createContext(env, logger);
    try {
      const repo = createUserRepository(ctx.db);
      const user = await repo.insert({
        email: email.data,
        name: values.name?.trim() || 'Super Admin',
        role: 'super_admin',
        passwordHash: await hashPassword(password.data),
      });
      if (!user) throw new Error(`An account with ${email.data} already exists.`);
      process.stdout.write(`Created super admin ${user.email} (${user.id}).\n`);
    } finally {
      await ctx.close();
    }
    return;
  }
  process.stdout.write('Usage: cli migrate | cli create-admin --email E --name N [--password P]\n');
  process.exitCode = 2;
}

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
