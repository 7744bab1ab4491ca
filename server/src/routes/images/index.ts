// The four image routes: stored icons where there are some, generated monograms for every other known id,
// 404 for unknown ids.
import { ImageParamsSchema, ONRAMP_CURRENCIES } from '@gangway/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../errors/ApiError.ts';
import type { ImageBody } from '../../images/imageStore.ts';
import { NFT_IMAGE_KIND } from '../../nfts/nftImages.ts';
import { IMAGE_CACHE, notModified } from '../httpCaching.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';

/** A stored SVG may hold scripts: browsers must never run them or treat the file as anything else. */
const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const CURRENCY_SIGNS: Record<string, string> = { USD: '$', EUR: '€' };

function sendImage(request: FastifyRequest, reply: FastifyReply, image: ImageBody) {
  reply.header('x-content-type-options', 'nosniff');
  if (image.contentType === 'image/svg+xml')
    reply.header('content-security-policy', SVG_CONTENT_SECURITY_POLICY);
  if (notModified(request, reply, image.etag, IMAGE_CACHE)) return reply;
  return reply.type(image.contentType).send(image.bytes);
}

export const imageRoutes: RoutePlugin = async (app, { services }) => {
  const { images, wallets, catalog, config } = services;
  const imageRoute = { schema: { params: ImageParamsSchema } };

  app.get('/getWalletImage/:id', imageRoute, async (request, reply) => {
    const { id } = request.params;
    const wallet = wallets.walletForImage(id);
    if (!wallet) throw notFound(`No wallet image ${id}`);
    const stored = wallet.storedImageId ? await images.stored('wallet', wallet.storedImageId) : null;
    return sendImage(request, reply, stored ?? images.monogram(id, wallet.name));
  });

  // Network images: one per configured chain, by CAIP-2 id (eip155:1).
  app.get('/public/getAssetImage/:id', imageRoute, async (request, reply) => {
    const { id } = request.params;
    const chain = config.chains.find((candidate) => candidate.id === id);
    if (!chain) throw notFound(`No asset image ${id}`);
    return sendImage(request, reply, images.monogram(id, chain.name));
  });

  // Fiat currencies of the on-ramp (USD, EUR) and the tokens the server knows.
  app.get('/public/getCurrencyImage/:id', imageRoute, async (request, reply) => {
    const { id } = request.params;
    const code = id.toUpperCase();
    if ((ONRAMP_CURRENCIES as readonly string[]).includes(code)) {
      return sendImage(request, reply, images.monogram(code, CURRENCY_SIGNS[code] ?? code));
    }
    await catalog.describeAllListed();
    const token = catalog.byImageId(id);
    if (!token) throw notFound(`No currency image ${id}`);
    return sendImage(request, reply, images.monogram(token.imageId, token.symbol));
  });

  app.get('/public/getTokenImage/:id', imageRoute, async (request, reply) => {
    const { id } = request.params;
    // NFT images the NFT routes stored (never hotlinked from their origin).
    const nft = id.startsWith('nft-') ? await images.stored(NFT_IMAGE_KIND, id) : null;
    if (nft) return sendImage(request, reply, nft);
    await catalog.describeAllListed();
    const token = catalog.byImageId(id);
    if (!token) throw notFound(`No token image ${id}`);
    return sendImage(request, reply, images.monogram(token.imageId, token.symbol));
  });
};
