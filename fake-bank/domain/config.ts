import { CODES } from '../../contracts';
import type { HandlerMap } from '../core/handler';

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

  grayConfigCheck: (_request, ctx) => ({ hitGrayConfig: ctx.state.access.grayHit ? 'Y' : 'N' }),

  channelConfig: (request, ctx) => {
    const { access } = ctx.state;
    // A channel on the no-access list is refused whatever the flag says.
    const allowed = access.channelAccess && !access.noAccessList.includes(request.marketingChannel);
    if (access.channelCode === CODES.ACCESS_ALLOWED.code) {
      ctx.answerWith(CODES.ACCESS_ALLOWED.code);
      ctx.note('access-code-80430241');
    } else {
      ctx.note(allowed ? 'access-allowed' : 'access-denied');
    }
    return { access: allowed, marketingChannel: request.marketingChannel, image: '' };
  },
};
