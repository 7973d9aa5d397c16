import { Router } from "express";
import type { ContextFactory } from "../common/request-context";
import { parseInput } from "../common/validation";
import { AddressInput, UpdateAddressInput } from "../modules/addresses/address.inputs";
import { ADDRESS_MESSAGES } from "../modules/addresses/address.service";
import type { Services } from "../services";
import { sendOk } from "./envelope";
import { legacyAddress } from "./legacy-address";

/** /api/shop/address/*: the legacy address paths of REST-CONTRACT.md over AddressService. */
export function shopAddressRouter({ addresses }: Services, requestContext: ContextFactory): Router {
  const router = Router();

  router.post("/add", async (req, res) => {
    const input = await parseInput(AddressInput, req.body);
    const claim = { userId: (req.body as { userId?: unknown } | undefined)?.userId };
    const address = await addresses.add(requestContext(req, res), input, claim);
    sendOk(res, { message: ADDRESS_MESSAGES.added, data: legacyAddress(address) }, 201);
  });

  router.get("/get/:userId", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const list = await addresses.list(requestContext(req, res), { userId: req.params.userId });
    sendOk(res, { data: list.map(legacyAddress) });
  });

  router.put("/update/:userId/:addressId", async (req, res) => {
    const input = await parseInput(UpdateAddressInput, req.body);
    const address = await addresses.update(requestContext(req, res), req.params.addressId, input, { userId: req.params.userId });
    sendOk(res, { message: ADDRESS_MESSAGES.updated, data: legacyAddress(address) });
  });

  router.delete("/delete/:userId/:addressId", async (req, res) => {
    await addresses.remove(requestContext(req, res), req.params.addressId, { userId: req.params.userId });
    sendOk(res, { message: ADDRESS_MESSAGES.deleted });
  });

  return router;
}
