import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { moduleRoutes } from "../../plugins/routes";
import { sendPrivateFile } from "../../plugins/uploads";
import { DataExportIdParams, DataExportState } from "../../../shared/data-export-contracts";
import { dataExportFile, getDataExportState, requestDataExport } from "./service";

/** "Download my data" on /profile: ask, see the state, download while the link lasts. */
export async function dataExportRoutes(app: FastifyInstance) {
  const { db, storage, signedIn } = moduleRoutes(app);

  signedIn.get(
    "/api/profile/data-export",
    { schema: { summary: "Read the state of my data export", response: { 200: DataExportState } } },
    (_req, actor) => getDataExportState(db, actor),
  );

  /** 202: the worker builds it; 429 within a day of the last request. */
  signedIn.post(
    "/api/profile/data-export",
    {
      // Its only refusal beyond the route's own is TOO_SOON, a 429 (every /api route documents one).
      config: { errors: [] },
      schema: { summary: "Ask for a copy of my data (a ZIP the worker builds)", response: { 202: DataExportState } },
    },
    async (_req, actor, reply) => {
      await requestDataExport({ db, actor });
      return reply.status(202).send(await getDataExportState(db, actor));
    },
  );

  signedIn.get(
    "/api/profile/data-export/:id/download",
    {
      schema: {
        summary: "Download my data export (ZIP)",
        params: DataExportIdParams,
        response: {
          200: {
            description: "The ZIP: README.txt, a JSON file per section, and the files kept.",
            content: { "application/zip": { schema: z.any().meta({ type: "string", format: "binary" }) } },
          },
        },
      },
    },
    async (req, actor, reply) => {
      const { key, requestedAt } = await dataExportFile(db, actor, req.params.id);
      const name = `sewagear-my-data-${requestedAt.toISOString().slice(0, 10)}.zip`;
      reply.header("content-disposition", `attachment; filename="${name}"`);
      return sendPrivateFile(reply, storage, key);
    },
  );
}
