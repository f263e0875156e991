import express, { type Request, type Response, type NextFunction } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Bank } from '../core/bank';
import { agentFinishes, agentPicksUp } from '../domain/onboarding-vb';
import { receiveQrisPayment, receiveVaPayment } from '../domain/wallet-topup';
import { receiveRepaymentTransfer } from '../domain/credit-repay';
import type { BankState } from '../../scenarios';
import { FaultsInputSchema } from '../../scenarios';
import { buildOpenApi } from './openapi';
import { renderDocsPage } from './docs-page';
import { sessionIdOf, sessionOf } from './session-id';

const ScenarioBodySchema = z.object({ scenario: z.string().min(1).max(100) });
const ClockBodySchema = z.union([
  z.object({ date: z.iso.datetime({ offset: true }).or(z.iso.date()) }).strict(),
  z.object({ advanceDays: z.number().int().min(-3650).max(3650) }).strict(),
  z.object({ advanceMinutes: z.number().int().min(-525600).max(525600) }).strict(),
]);
const SIMULATE_EVENTS = [
  'va-payment',
  'qris-payment',
  'agent-pickup',
  'agent-finish',
  'payment-result',
] as const;

const VaPaymentBodySchema = z.object({
  vaCode: z.string().regex(/^\d{10,20}$/),
  amount: z.number().int().positive(),
  /** The sending bank's reference: the same transfer delivered twice lands once (top-up accounts). */
  reference: z
    .string()
    .regex(/^[A-Za-z0-9-]{4,40}$/)
    .optional(),
});

/** What a payer's app sends after scanning a QRIS code: the payload as read, and its issuer (optional). */
const QrisPaymentBodySchema = z.object({
  qrContent: z.string().min(20).max(512),
  issuer: z.string().max(40).optional(),
});

type Simulated = { ok: true; [key: string]: unknown } | { ok: false; error: string };

/** Outside events the bank would receive: each acts on the session's state, or says why it could not. */
const simulators: Partial<
  Record<
    (typeof SIMULATE_EVENTS)[number],
    (state: BankState, body: unknown, now: number, polls: Record<string, number>) => Simulated
  >
> = {
  'agent-pickup': (state, _body, now) =>
    agentPicksUp(state, now) ? { ok: true } : { ok: false, error: 'Nobody is queuing for video banking' },
  'agent-finish': (state, _body, now) => {
    const status = agentFinishes(state, now);
    return status ? { ok: true, status } : { ok: false, error: 'No video banking call in progress' };
  },
  // A QRIS top-up code paid from another app: the payload must verify (CRC) and is paid once.
  'qris-payment': (state, body, now) => {
    const input = QrisPaymentBodySchema.safeParse(body);
    if (!input.success) return { ok: false, error: z.prettifyError(input.error) };
    const result = receiveQrisPayment(state, input.data, now);
    return result.ok ? { ...result, ok: true, purpose: 'top-up' } : result;
  },
  // A top-up's virtual account (or store payment code) first, else the customer's repayment virtual account.
  'va-payment': (state, body, now, polls) => {
    const input = VaPaymentBodySchema.safeParse(body);
    if (!input.success) return { ok: false, error: z.prettifyError(input.error) };
    const result = receiveVaPayment(state, input.data, now);
    if (result.ok) return { ...result, ok: true, purpose: 'top-up' };
    if (result.code !== 'WALLET_VA_NOT_OPEN') return { ok: false, error: `Refused: ${result.code}` };
    const repaid = receiveRepaymentTransfer(state, input.data, now, polls);
    if (repaid.ok) return { ...repaid, ok: true, purpose: 'repayment' };
    return {
      ok: false,
      error:
        repaid.code === 'CREDIT_REPAY_NOT_FOUND'
          ? 'Refused: WALLET_VA_NOT_OPEN (no open top-up or repayment virtual account with that number)'
          : `Refused: ${repaid.code}`,
    };
  },
};

function isLoopback(address: string | undefined): boolean {
  return !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));
}

/** Open on loopback; from anywhere else only with FAKE_BANK_TOKEN in the X-Fake-Bank-Token header. */
function guard(token: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (isLoopback(req.socket.remoteAddress)) return next();
    if (token && req.get('x-fake-bank-token') === token) return next();
    res.status(403).json({ error: 'The control surface is open on loopback only; send X-Fake-Bank-Token.' });
  };
}

function badRequest(res: Response, error: z.ZodError | string) {
  res.status(400).json({ error: typeof error === 'string' ? error : z.prettifyError(error) });
}

/** The scenario screenshots the gallery folder holds (`<scenario-id>.png`), read on each call: it may appear later. */
function galleryShots(galleryDir: string): Set<string> {
  try {
    return new Set(readdirSync(galleryDir).filter((name) => name.endsWith('.png')));
  } catch {
    return new Set();
  }
}

export const GALLERY_PATH = '/__fake-bank/gallery';

export function controlRouter(
  bank: Bank,
  options: { token?: string; dashboardDir: string; galleryDir: string },
) {
  const router = express.Router();
  router.use(guard(options.token));

  const describe = (sessionId: string) => {
    const session = bank.ensureSession(sessionId);
    return { session: session.id, scenario: session.scenarioId, clock: bank.describeClock(session) };
  };
  /** One unit of work on the caller's session: loaded first, written before the answer goes out. */
  const inSession = <T>(req: Request, res: Response, work: (id: string) => T): Promise<T> => {
    const { id, known } = sessionOf(req, res);
    return bank.store.unit(id, () => work(id), { known });
  };

  router.get('/scenarios', (_req, res) => {
    const shots = galleryShots(options.galleryDir);
    res.json(
      [...bank.catalogue.values()].map(({ id, title, description, tags, covers, path, hint }) => ({
        id,
        title,
        description,
        tags,
        covers,
        path,
        ...(hint ? { hint } : {}),
        // The state's screenshot, when `npm run gallery` has taken it.
        ...(shots.has(`${id}.png`) ? { screenshot: `${GALLERY_PATH}/${encodeURIComponent(id)}.png` } : {}),
      })),
    );
  });

  /** The screenshots of `npm run gallery` (screenshots/), when it has run: one per scenario and its index. */
  router.get('/gallery', (_req, res) => res.redirect(302, `${GALLERY_PATH}/index.html`));
  router.use('/gallery', (req, res, next) => {
    if (!existsSync(options.galleryDir)) {
      res.status(404).json({ error: 'No gallery yet: npm run gallery takes the screenshots.' });
      return;
    }
    next();
  });
  router.use('/gallery', express.static(options.galleryDir, { index: 'index.html', fallthrough: true }));
  router.use('/gallery', (req, res) => {
    res.status(404).json({ error: `Not in the gallery: ${req.path}` });
  });

  router.post('/session', async (req, res) => {
    const body = ScenarioBodySchema.safeParse(req.body);
    if (!body.success) return badRequest(res, body.error);
    const scenario = body.data.scenario;
    if (!bank.catalogue.has(scenario)) return badRequest(res, `Unknown scenario ${scenario}`);
    res.json(
      await inSession(req, res, (id) => {
        bank.resetSession(id, scenario);
        return describe(id);
      }),
    );
  });

  router.get('/session', async (req, res) => {
    res.json(
      await inSession(req, res, (id) => {
        const session = bank.ensureSession(id);
        return {
          ...describe(id),
          state: session.state,
          faults: session.faults,
          latencyMs: session.latencyMs,
        };
      }),
    );
  });

  /** Every live session, most recently used first (the dashboard's list). */
  router.get('/sessions', async (_req, res) => {
    res.json(await bank.store.list());
  });

  router.post('/clock', async (req, res) => {
    const body = ClockBodySchema.safeParse(req.body);
    if (!body.success) return badRequest(res, body.error);
    const move =
      'date' in body.data && body.data.date.length === 10
        ? { date: `${body.data.date}T00:00:00+07:00` }
        : body.data;
    res.json(
      await inSession(req, res, (id) => {
        bank.setClock(id, move);
        return describe(id);
      }),
    );
  });

  router.post('/faults', async (req, res) => {
    const body = FaultsInputSchema.safeParse(req.body);
    if (!body.success) return badRequest(res, body.error);
    res.json(
      await inSession(req, res, (id) => {
        const session = bank.armFaults(id, body.data);
        return { ...describe(id), faults: session.faults, latencyMs: session.latencyMs };
      }),
    );
  });

  /** Disarms one armed fault, by its place in the list (0 first) as GET /session answers it. */
  router.delete('/faults/:index', async (req, res) => {
    const index = Number(req.params.index);
    if (!/^\d{1,3}$/.test(req.params.index)) return badRequest(res, 'The index is a whole number from 0');
    const answer = await inSession(req, res, (id) => {
      const session = bank.disarmFault(id, index);
      if (!session) return null;
      return { ...describe(id), faults: session.faults, latencyMs: session.latencyMs };
    });
    if (!answer) {
      res.status(404).json({ error: `No armed fault at ${index}; GET /__fake-bank/session lists them.` });
      return;
    }
    res.json(answer);
  });

  router.get('/log', async (req, res) => {
    const log = await bank.store.readLog(sessionIdOf(req, res));
    res.json(log.slice().reverse());
  });

  router.post('/simulate/:event', async (req, res) => {
    const event = req.params.event;
    if (!(SIMULATE_EVENTS as readonly string[]).includes(event)) {
      return badRequest(res, `Unknown event ${event}; known: ${SIMULATE_EVENTS.join(', ')}`);
    }
    const simulate = simulators[event as (typeof SIMULATE_EVENTS)[number]];
    const answer = await inSession(req, res, (id) => {
      if (!simulate) {
        return {
          status: 409,
          body: { error: `${event} arrives with its area; nothing to act on yet`, ...describe(id) },
        };
      }
      const session = bank.ensureSession(id);
      const result = simulate(session.state, req.body, bank.businessNow(session), session.polls);
      if (result.ok) bank.changed(session);
      return { status: result.ok ? 200 : 409, body: { event, ...result, ...describe(id) } };
    });
    res.status(answer.status).json(answer.body);
  });

  /** What the browser stand-in of the bridge reports as the device (scenario-chosen locale, in-app). */
  router.get('/device', async (req, res) => {
    res.json(
      await inSession(req, res, (id) => {
        const session = bank.ensureSession(id);
        return { ...session.state.device, clock: bank.describeClock(session) };
      }),
    );
  });

  /** The client's error collector: non-2xx statuses, contract mismatches, white screens, load errors. */
  router.post('/collector', async (req, res) => {
    await inSession(req, res, (id) => bank.collect(id, req.body));
    res.status(204).end();
  });

  router.get('/openapi.json', (_req, res) => {
    res.json(buildOpenApi());
  });
  router.get('/docs', (req, res) => {
    // ?q= filters the page on the server too, for a browser without script.
    res.type('html').send(renderDocsPage(typeof req.query.q === 'string' ? req.query.q : ''));
  });

  /** Stand-in for the bank's app download page that access-denied visitors are sent to. */
  router.get('/download', (req, res) => {
    const platform =
      typeof req.query.platform === 'string' ? req.query.platform.replace(/[^a-z0-9]/gi, '') : '';
    res.type('html').send(`<!doctype html><html lang="id"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Unduh aplikasi</title>
<link rel="stylesheet" href="/__fake-bank/static/dashboard.css"></head>
<body class="download"><main><h1>Unduh aplikasi bank</h1>
<p>Halaman unduhan pengganti dari fake bank. Stand-in download page of the fake bank.</p>
<p>platform: <strong data-testid="platform">${platform}</strong></p></main></body></html>`);
  });

  router.use('/static', express.static(options.dashboardDir, { index: false }));
  router.get('/', (_req, res) => {
    res.sendFile(join(options.dashboardDir, 'index.html'));
  });
  return router;
}

// The request bodies of the control surface, for its OpenAPI description (openapi-control.ts).
export { ClockBodySchema, QrisPaymentBodySchema, SIMULATE_EVENTS, ScenarioBodySchema, VaPaymentBodySchema };
