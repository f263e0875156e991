import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { OtpChannelSchema, OtpUsageSchema, type OtpChannel } from '../../../contracts/entities/otp';
import { ROUTES } from '../../shared/navigation/routes';

/**
 * The cross-feature contract: other features open `/otp?usage=<usage_id>&next=<path>`. usage and next
 * travel through /otp -> /otp/verify -> /otp/failed as query params; on success the flow replaces the
 * route with `next`, adding `otpSession=<session>`.
 */
export const DEFAULT_USAGE = 'PAYLATER_APPLY';
export const DEFAULT_NEXT = ROUTES.LOADING;

export interface OtpParams {
  usage: string;
  next: string;
  channel: OtpChannel;
}

/** Only an in-app path is a valid `next` (no scheme, no protocol-relative //host). */
function safeNext(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return DEFAULT_NEXT;
  return value;
}

export function readOtpParams(search: URLSearchParams): OtpParams {
  const usage = OtpUsageSchema.safeParse(search.get('usage'));
  const channel = OtpChannelSchema.safeParse(search.get('channel'));
  return {
    usage: usage.success ? usage.data : DEFAULT_USAGE,
    next: safeNext(search.get('next')),
    channel: channel.success ? channel.data : 'WHATSAPP',
  };
}

export function useOtpParams(): OtpParams {
  const [search] = useSearchParams();
  return useMemo(() => readOtpParams(search), [search]);
}

/** A route of this flow with usage, next and the channel kept in its query. */
export function otpPath(path: string, params: OtpParams, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    usage: params.usage,
    next: params.next,
    channel: params.channel,
    ...extra,
  });
  return `${path}?${query.toString()}`;
}

/** Where a verified code leads: `next` with the proof session added to its query. */
export function successPath(next: string, session: string): string {
  return `${next}${next.includes('?') ? '&' : '?'}otpSession=${encodeURIComponent(session)}`;
}
