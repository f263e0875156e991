import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { kvConfigList } from '../../../contracts/endpoints/config';
import { endpointQuery } from '../../api';
import { ANNOUNCEMENT_MODULE, announcementsOf } from '../lib/marquee';
import { Marquee } from './marquee';

/**
 * The bank's announcements (kv-config/list, module H5_ANNOUNCEMENT) in the marquee banner. A config fetch:
 * a failure, or no announcement, shows nothing (spec section 7, "the common config fetch swallows errors").
 */
export function Announcements({ testId }: { testId?: string }) {
  const { t, i18n } = useTranslation('common');
  const config = useQuery({
    ...endpointQuery(kvConfigList, { moduleId: ANNOUNCEMENT_MODULE }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (!config.data) return null;
  const items = announcementsOf(config.data.keyValueConfigList, i18n.language);
  return <Marquee items={items} label={t('marquee.label')} {...(testId ? { testId } : {})} />;
}
