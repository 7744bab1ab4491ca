// GET /v1/account/{account}/history and GET /v1/account/{address}/nfts (SPEC §3, §7): one chain's history a
// page at a time, and the account's ERC-721 and ERC-1155 holdings with name and image. Bad input is a 400
// naming the field: the address (checked against the chain's family), chainId, cursor.
import type { CaipAddress, CaipNetworkId } from '@gangway/protocol';
import {
  HISTORY_PAGE_SIZE,
  type HistoryItem,
  HistoryQuerySchema,
  HistoryResponseSchema,
  NftsQuerySchema,
  NftsResponseSchema,
} from '@gangway/protocol';
import * as z from 'zod/mini';
import { parseAccountAddress } from '../../chains/accountAddress.ts';
import { badRequest } from '../../errors/ApiError.ts';
import { invalidCursor } from '../../history/HistorySource.ts';
import { nftHoldings } from '../../nfts/nftHoldings.ts';
import { publicLink, requireSupportedChain } from '../chainSupport.ts';
import { guardedProject } from '../projectGuard.ts';
import type { RoutePlugin } from '../zodTypeProvider.ts';

const AccountParamsSchema = z.object({ account: z.string().check(z.minLength(1), z.maxLength(128)) });
const AddressParamsSchema = z.object({ address: z.string().check(z.minLength(1), z.maxLength(128)) });
const OFFSET_CURSOR = /^\d{1,9}$/;

export const historyRoutes: RoutePlugin = async (app, { services }) => {
  const { history, nfts, database, config } = services;

  function chainAndAccount(chainIdInput: CaipNetworkId, address: string, field: string) {
    const chainId = requireSupportedChain(services.chains, chainIdInput);
    const chain = config.chains.find((candidate) => candidate.id === chainId);
    const account = chain ? parseAccountAddress(chain, address) : null;
    if (!account) throw badRequest(field, `Invalid path parameter "${field}": not an account of ${chainId}`);
    return { chainId, account };
  }

  app.get(
    '/v1/account/:account/history',
    {
      schema: {
        params: AccountParamsSchema,
        querystring: HistoryQuerySchema,
        response: { 200: HistoryResponseSchema },
      },
    },
    async (request) => {
      const project = guardedProject(request);
      const { chainId, account } = chainAndAccount(request.query.chainId, request.params.account, 'account');
      const source = history.source(chainId);
      if (!source)
        throw badRequest('chainId', `Chain ${chainId} keeps no transaction history on this server`);
      const page = await source.page(account, request.query.cursor);
      const link = (url: string | null) =>
        url === null ? null : publicLink(services.publicUrl(), url, project.id);
      return { data: page.data.map((item) => withLinks(item, link)), next: page.next };
    },
  );

  app.get(
    '/v1/account/:address/nfts',
    {
      schema: {
        params: AddressParamsSchema,
        querystring: NftsQuerySchema,
        response: { 200: NftsResponseSchema },
      },
    },
    async (request) => {
      const project = guardedProject(request);
      const { chainId, account } = chainAndAccount(request.query.chainId, request.params.address, 'address');
      if (!history.indexes(chainId))
        throw badRequest(
          'chainId',
          `Chain ${chainId} keeps no NFT holdings on this server (it is not indexed)`,
        );
      const { cursor } = request.query;
      if (cursor !== undefined && !OFFSET_CURSOR.test(cursor))
        throw invalidCursor('not a cursor this server handed out');
      const offset = cursor === undefined ? 0 : Number(cursor);
      const held = await nftHoldings(database, chainId, account, offset, HISTORY_PAGE_SIZE + 1);
      const page = held.slice(0, HISTORY_PAGE_SIZE);
      const described = await Promise.all(
        page.map((holding) => nfts.describe(chainId, holding.contract, holding.tokenId, holding.standard)),
      );
      return {
        data: page.map((holding, index) => {
          const about = described[index];
          return {
            chainId,
            collection: `${chainId}:${holding.contract}` as CaipAddress,
            collectionName: about?.collectionName ?? holding.contract,
            tokenId: holding.tokenId,
            standard: holding.standard,
            amount: holding.amount,
            name: about?.name ?? `#${holding.tokenId}`,
            previewUrl: about?.imagePath
              ? publicLink(services.publicUrl(), about.imagePath, project.id)
              : null,
          };
        }),
        next: held.length > HISTORY_PAGE_SIZE ? String(offset + HISTORY_PAGE_SIZE) : null,
      };
    },
  );
};

function withLinks(item: HistoryItem, link: (url: string | null) => string | null): HistoryItem {
  return {
    ...item,
    transfers: item.transfers.map((transfer) => ({
      ...transfer,
      ...(transfer.fungible_info
        ? {
            fungible_info: {
              ...transfer.fungible_info,
              icon: { url: link(transfer.fungible_info.icon.url) },
            },
          }
        : {}),
      ...(transfer.nft_info
        ? {
            nft_info: {
              ...transfer.nft_info,
              content: { preview: { url: link(transfer.nft_info.content.preview.url) } },
            },
          }
        : {}),
    })),
  };
}
