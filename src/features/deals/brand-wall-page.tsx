import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { AppLink } from '../../shared/ui/app-link';
import { MerchantMark } from '../../shared/ui/illustrations/merchant-mark';
import { brandRouteOf } from './deals-view';
import { useBrandWall } from './use-deals';
import { QueryFrame } from '../../shared/ui/query-frame';
import './deals.css';

const ALL = 'all';

type Wall = NonNullable<ReturnType<typeof useBrandWall>['data']>;

/** The sections of one tab (or of every type when `typeId` is null), each a grid of brand tiles. */
function Sections({ wall, typeId }: { wall: Wall; typeId: string | null }) {
  const { t } = useTranslation('deals');
  const routeOf = new Map(wall.routes.map((r) => [r.brandMctId, r.route]));
  // Every type's sections of one name (Populer, Baru di Allo) are one section on the All tab.
  const sections = new Map<string, { name: string; ids: Set<string> }>();
  for (const subtype of wall.subtypes) {
    if (typeId !== null && subtype.typeId !== typeId) continue;
    const section = sections.get(subtype.subtypeName) ?? {
      name: subtype.subtypeName,
      ids: new Set<string>(),
    };
    section.ids.add(subtype.subtypeId);
    sections.set(subtype.subtypeName, section);
  }
  return (
    <>
      {[...sections.values()].map((section, index) => {
        const headingId = `brand-section-${typeId ?? ALL}-${index}`;
        return (
          <section
            key={section.name}
            className="brand-wall__section"
            aria-labelledby={headingId}
            data-testid="brand-section"
          >
            <h2 className="brand-wall__heading" id={headingId}>
              {section.name}
            </h2>
            <ul className="brand-wall__grid">
              {wall.titles
                .filter((tile) => section.ids.has(tile.subtypeId))
                .map((tile) => (
                  <li key={tile.brandMctId}>
                    <AppLink
                      to={brandRouteOf(routeOf.get(tile.brandMctId), tile.brandMctId)}
                      className="brand-tile"
                      testId="brand-tile"
                      label={t('brands.tile', { brand: tile.title })}
                    >
                      {tile.logo ? (
                        <img className="brand-tile__logo" src={tile.logo} alt="" width={64} height={64} />
                      ) : (
                        // Without the bank's logo, the brand's generated mark (decision 0086).
                        <span className="brand-tile__logo brand-tile__logo--mark">
                          <MerchantMark name={tile.title} id={tile.brandMctId} size={64} />
                        </span>
                      )}
                      <span className="brand-tile__name">{tile.title}</span>
                    </AppLink>
                  </li>
                ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/**
 * ROUTES.BRAND_WALL (?type=): the brands, all of them or by deal type (tabs), in sections (popular, new
 * on Allo); a tile opens the brand's deals at the route the bank gives it.
 */
export default function BrandWallPage() {
  const { t } = useTranslation('deals');
  const [search, setSearch] = useSearchParams();
  const wall = useBrandWall();
  useBackOr(ROUTES.DEALS);
  return (
    <QueryFrame query={wall}>
      {(data) => {
        const chosen = data.types.find((type) => type.typeId === search.get('type'))?.typeId ?? ALL;
        return (
          <div className="brand-wall" data-testid="brand-wall">
            <Tabs
              className="brand-wall__tabs"
              activeKey={chosen}
              onChange={(key) => setSearch(key === ALL ? {} : { type: key }, { replace: true })}
            >
              <Tabs.Tab key={ALL} title={t('brands.all')}>
                <Sections wall={data} typeId={null} />
              </Tabs.Tab>
              {data.types.map((type) => (
                <Tabs.Tab key={type.typeId} title={type.typeName}>
                  <Sections wall={data} typeId={type.typeId} />
                </Tabs.Tab>
              ))}
            </Tabs>
          </div>
        );
      }}
    </QueryFrame>
  );
}
