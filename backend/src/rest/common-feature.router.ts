import { Router } from "express";
import type { ContextFactory } from "../http/request-context-factory";
import { parseInput } from "../common/validation";
import { AddBannerArgs } from "../modules/banners/banner.inputs";
import { BANNER_MESSAGES } from "../modules/banners/banner.service";
import type { Services } from "../services";
import { sendOk } from "./envelope";
import { legacyBanner } from "./legacy-banner";

/** /api/common/feature/*: the legacy feature-image (banner) paths over BannerService. */
export function commonFeatureRouter({ banners }: Services, requestContext: ContextFactory): Router {
  const router = Router();

  router.get("/get", async (req, res) => {
    const list = await banners.list(requestContext(req, res));
    sendOk(res, { data: list.map(legacyBanner) });
  });

  router.post("/add", async (req, res) => {
    const banner = await banners.add(requestContext(req, res), await parseInput(AddBannerArgs, req.body));
    sendOk(res, { data: legacyBanner(banner) }, 201);
  });

  router.delete("/delete/:id", async (req, res) => {
    await banners.delete(requestContext(req, res), String(req.params.id));
    sendOk(res, { message: BANNER_MESSAGES.deleted });
  });

  return router;
}
