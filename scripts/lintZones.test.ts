import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers of docs/architecture.md, held by eslint.config.js: a wrong-way import in each zone is
 * an error of `npm run lint` (lintText with a file path applies the zone of that path).
 */
const eslint = new ESLint();
const importRules = new Set(['@typescript-eslint/no-restricted-imports', 'no-restricted-imports']);

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return (result?.messages ?? []).filter((m) => importRules.has(m.ruleId ?? '')).length;
}

describe('import zones', () => {
  it.each([
    ['src/components/Button/Wrong.ts', "import { useAuth } from '@/features/auth';"],
    ['src/components/Button/Wrong.ts', "import { App } from '@/app/App';"],
    ['src/components/Button/Wrong.ts', "import { typeLabel } from '@/entities/project';"],
    ['src/entities/project/Wrong.ts', "import { useAuth } from '@/features/auth';"],
    ['src/entities/project/Wrong.ts', "import { Badge } from '@/components/Badge';"],
    ['src/entities/project/Wrong.ts', "import { routes } from '@/app/routes';"],
    ['src/entities/project/Wrong.ts', "import { apiRequest } from '@/api/client';"],
    ['src/lib/Wrong.ts', "import { statusLabels } from '@/entities/project';"],
    ['src/features/home/Wrong.ts', "import { kindOf } from '@/entities/project/projectKind';"],
    ['src/api/Wrong.ts', "import { theme } from '@/theme/tokens';"],
    ['src/api/Wrong.ts', "import { Button } from '../components/Button';"],
    ['src/lib/Wrong.ts', "import { apiPaths } from '@/api/contract';"],
    ['src/theme/Wrong.ts', "import { Button } from '../components/Button';"],
    ['src/features/home/Wrong.ts', "import { AuthProvider } from '@/features/auth/AuthProvider';"],
    ['src/features/home/Wrong.ts', "import { paths } from '../../lib/paths';"],
    ['src/features/home/Wrong.ts', "import { AuthProvider } from '../auth/AuthProvider';"],
    ['src/features/auth/screens/Wrong.ts', "import { useFavourites } from '../../favourites/FavouritesProvider';"],
    ['src/features/home/Wrong.ts', "import { routes } from '@/app/routes';"],
    ['server/listings/Wrong.ts', "import { useAuth } from '@/features/auth';"],
    ['server/listings/Wrong.ts', "import { formatPrice } from '@/lib/price';"],
    ['server/listings/Wrong.ts', "import { displayName } from '@/entities/builder';"],
    ['server/search/routes.ts', "import { threadsOf } from '../inquiries/queries';"],
    ['server/search/routes.ts', "import { closeReports } from '../review/reportQueries';"],
    ['server/inquiries/sentRoutes.ts', "import { useAuth } from '@/features/auth';"],
    ['server/review/service.ts', "import type { FastifyRequest } from 'fastify';"],
    ['server/review/reportService.ts', "import multipart from '@fastify/multipart';"],
    ['src/features/home/Wrong.tsx', "import { atRoutes } from '@/testing/storyFrame';"],
    ['src/components/Button/Wrong.ts', "import { pick } from '@/testing/formSteps';"],
    ['src/app/Wrong.ts', "import { fillFlat } from '../testing/listingSteps';"],
    ['mocks/handlers/Wrong.ts', "import { pngFile } from '@/testing/formSteps';"],
  ])('%s refuses %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toBeGreaterThan(0);
  });

  it.each([
    ['src/features/home/Right.ts', "import { useAuth } from '@/features/auth';"],
    ['src/features/auth/screens/Right.ts', "import { useAuth } from '../AuthProvider';"],
    ['src/lib/Right.ts', "import type { Role } from '@/api/contract';"],
    ['src/entities/project/Right.ts', "import { projectStatuses } from '@/api/contract';"],
    ['src/entities/project/Right.ts', "import { formatPrice } from '@/lib/price';"],
    ['src/features/home/Right.ts', "import { typeLabel } from '@/entities/project';"],
    ['server/listings/Right.ts', "import { apiPaths } from '@/api/contract';"],
    ['server/test/Right.ts', "import { buildApp } from '../app';"],
    ['server/search/routes.ts', "import { searchPageJson } from './queries';"],
    ['server/listings/routes.ts', "import { reportHoldsOf } from '../review/reportService';"],
    ['src/features/home/Right.stories.tsx', "import { atRoutes } from '@/testing/storyFrame';"],
    ['src/features/home/Right.test.ts', "import { memoryStore } from '@/testing/memoryStore';"],
    ['src/testing/Right.ts', "import { useAuth } from '@/features/auth';"],
  ])('%s allows %s', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toBe(0);
  });
});
