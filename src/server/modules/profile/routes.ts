import type { FastifyInstance } from "fastify";
import { moduleRoutes } from "../../plugins/routes";
import { OkResponse } from "../../../shared/contracts";
import { SaveLanguageRequest, SaveLanguageResponse } from "../../../shared/i18n/contracts";
import { DeleteAccountRequest, UpdateProfileRequest } from "../../../shared/profile-contracts";
import { deleteAccount } from "./delete-account";
import { saveLanguage } from "./repository";
import { updateProfile } from "./service";

export async function profileRoutes(app: FastifyInstance) {
  const { db, auth, storage, signedIn } = moduleRoutes(app);

  signedIn.patch(
    "/api/profile",
    { schema: { summary: "Update my profile", body: UpdateProfileRequest, response: { 200: OkResponse } } },
    async (req, actor) => {
      await updateProfile(db, actor.user.id, req.body);
      return { ok: true as const };
    },
  );

  /** The language my account reads SewaGear in; the session carries it back. */
  signedIn.put(
    "/api/profile/language",
    { schema: { summary: "Save my language", body: SaveLanguageRequest, response: { 200: SaveLanguageResponse } } },
    async (req, actor) => {
      await saveLanguage(db, actor.user.id, req.body.language);
      return { language: req.body.language };
    },
  );

  /** Delete my account after re-entering the password (rules in delete-account.ts). */
  signedIn.post(
    "/api/profile/delete",
    {
      schema: {
        summary: "Delete my account (password re-entered)",
        body: DeleteAccountRequest,
        response: { 200: OkResponse },
      },
    },
    async (req, actor) => {
      await deleteAccount({ db, auth, storage, actor, password: req.body.password });
      return { ok: true as const };
    },
  );
}
