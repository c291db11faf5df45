import { VACCINATION_WRITE_CALLS, vaccinationCalls } from '@contract/health/vaccinations-calls';
import type { FastifyInstance } from 'fastify';
import { importVaccineDoses } from '../../services/health/vaccinations/import-vaccine-doses';
import { vaccineNotice } from '../../services/health/vaccinations/vaccine-notice';
import type { RouteDeps } from '../deps';
import { pdfFile } from '../file-reply';
import { fileRoute, serviceRoutes } from '../service-route';

/** 疫苗接种 (contract/health/vaccinations.ts): the dose and check writes (their sync mutations' services) and the 补种通知 PDF. */
export function vaccinationRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  for (const { call, mutation } of VACCINATION_WRITE_CALLS) {
    route(call, { input: (req) => req.body, run: (ctx, args) => deps.parts.mutations.run(ctx, mutation, args), tx: true });
  }
  // The xlsx import (docs/xlsx.md): every row or none, in one transaction.
  route(vaccinationCalls.importVaccineDoses, { run: importVaccineDoses, msg: (input) => `成功导入${input.rows.length}条`, tx: true });
  fileRoute(app, deps, vaccinationCalls.vaccineNotice, async (ctx, q) => {
    const { title, bytes } = await vaccineNotice(ctx, q);
    return pdfFile(bytes, title);
  });
}
