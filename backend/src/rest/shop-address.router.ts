import { Router } from "express";
import type { ContextFactory } from "../http/request-context-factory";
import { parseInput } from "../common/validation";
import { AddressInput, UpdateAddressInput } from "../modules/addresses/address.inputs";
import { ADDRESS_MESSAGES } from "../modules/addresses/address.service";
import type { Services } from "../services";
import { sendOk } from "./envelope";
import { legacyAddress } from "./legacy-address";
import { bodyUserId, requireOwnUserId } from "./own-user-id";

/** /api/shop/address/*: the legacy address paths of docs/rest-contract.md over AddressService. */
export function shopAddressRouter({ addresses }: Services, requestContext: ContextFactory): Router {
  const router = Router();

  router.post("/add", async (req, res) => {
    const input = await parseInput(AddressInput, req.body);
    const ctx = requestContext(req, res);
    requireOwnUserId(ctx, bodyUserId(req));
    const address = await addresses.add(ctx, input);
    sendOk(res, { message: ADDRESS_MESSAGES.added, data: legacyAddress(address) }, 201);
  });

  router.get("/get/:userId", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const ctx = requestContext(req, res);
    requireOwnUserId(ctx, req.params.userId);
    const list = await addresses.list(ctx);
    sendOk(res, { data: list.map(legacyAddress) });
  });

  router.put("/update/:userId/:addressId", async (req, res) => {
    const input = await parseInput(UpdateAddressInput, req.body);
    const ctx = requestContext(req, res);
    requireOwnUserId(ctx, req.params.userId);
    const address = await addresses.update(ctx, req.params.addressId, input);
    sendOk(res, { message: ADDRESS_MESSAGES.updated, data: legacyAddress(address) });
  });

  router.delete("/delete/:userId/:addressId", async (req, res) => {
    const ctx = requestContext(req, res);
    requireOwnUserId(ctx, req.params.userId);
    await addresses.remove(ctx, req.params.addressId);
    sendOk(res, { message: ADDRESS_MESSAGES.deleted });
  });

  return router;
}
