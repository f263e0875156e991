import { CODES } from '../../../contracts';
import { FEATURE_KEYS } from '../../../contracts/entities/config';
import type { HandlerMap } from '../../kernel/handler';

export const configHandlers: HandlerMap = {
  // One token per session (a new one after a scenario reset): a second tab asking for it must not void
  // the token the first tab holds.
  csrfToken: (_request, ctx) => {
    if (!ctx.session.csrfToken) {
      ctx.session.csrfToken = globalThis.crypto.randomUUID().replace(/-/g, '');
      ctx.note('csrf-issue', 'csrf token issued');
    }
    return { csrf_token: ctx.session.csrfToken };
  },

  getConfig: (request, ctx) => ({
    keyValueConfigList: ctx.state.config.filter((c) => c.moduleId === request.module),
  }),

  kvConfigList: (request, ctx) => ({
    keyValueConfigList: ctx.state.config.filter((c) => c.moduleId === request.moduleId),
  }),

  getAccessConfig: (_request, ctx) => ({
    noOpenList: ctx.state.access.noOpenList,
    noAccessList: ctx.state.access.noAccessList,
  }),

  // One flag per session: every gray key the client asks about answers the same (the scenario's choice).
  grayConfigCheck: (_request, ctx) => {
    ctx.note(ctx.state.access.grayHit ? 'gray-hit' : 'gray-miss');
    return { hitGrayConfig: ctx.state.access.grayHit ? 'Y' : 'N' };
  },

  channelConfig: (request, ctx) => {
    const { access } = ctx.state;
    // A channel, or Pay Later itself, on the no-access list is refused whatever the flag says.
    const denied = [request.marketingChannel, FEATURE_KEYS.PAY_LATER].some((key) =>
      access.noAccessList.includes(key),
    );
    const allowed = access.channelAccess && !denied;
    if (access.channelCode === CODES.ACCESS_ALLOWED.code) {
      ctx.answerWith(CODES.ACCESS_ALLOWED.code);
      ctx.note('access-code-80430241');
    } else {
      ctx.note(allowed ? 'access-allowed' : 'access-denied');
    }
    return { access: allowed, marketingChannel: request.marketingChannel, image: '' };
  },
};
