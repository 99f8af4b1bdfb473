// `npx drizzle-kit generate --config server/db/drizzle.config.ts` writes the next versioned
// migration into server/db/migrations after a change to schema/.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema',
  out: './server/db/migrations',
});
