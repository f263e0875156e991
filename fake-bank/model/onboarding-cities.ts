import type { CityItem, CityLevel } from '../../contracts/entities/onboarding-ext-info';

/**
 * The address master data of the six-level lookup (query/city): Indonesia > province > city > district
 * (kecamatan) > sub-district (kelurahan) > postal code. Small but real: codes and names of the official
 * list (Kemendagri, as the idn-area-data package carries it; `onboarding-cities.test.ts` checks every pair,
 * with the everyday names of Jakarta), and their postal codes. The same for every session (reference data, not state that calls change).
 */
type SubDistrict = [code: string, name: string, postalCode: string];
type District = [code: string, name: string, subDistricts: SubDistrict[]];
type City = [code: string, name: string, districts: District[]];
type Province = [code: string, name: string, cities: City[]];

const TREE: Province[] = [
  [
    '31',
    'DKI Jakarta',
    [
      [
        '3171',
        'Kota Jakarta Pusat',
        [
          [
            '317101',
            'Gambir',
            [
              ['3171011001', 'Gambir', '10110'],
              ['3171011005', 'Kebon Kelapa', '10120'],
              ['3171011003', 'Petojo Utara', '10130'],
              ['3171011006', 'Duri Pulo', '10140'],
              ['3171011002', 'Cideng', '10150'],
              ['3171011004', 'Petojo Selatan', '10160'],
            ],
          ],
          [
            '317106',
            'Menteng',
            [
              ['3171061001', 'Menteng', '10310'],
              ['3171061002', 'Pegangsaan', '10320'],
              ['3171061003', 'Cikini', '10330'],
              ['3171061005', 'Kebon Sirih', '10340'],
              ['3171061004', 'Gondangdia', '10350'],
            ],
          ],
        ],
      ],
      [
        '3173',
        'Kota Jakarta Barat',
        [
          [
            '317302',
            'Grogol Petamburan',
            [
              ['3173021003', 'Tomang', '11440'],
              ['3173021001', 'Grogol', '11450'],
              ['3173021004', 'Jelambar', '11460'],
              ['3173021002', 'Tanjung Duren Utara', '11470'],
              ['3173021005', 'Tanjung Duren Selatan', '11470'],
            ],
          ],
        ],
      ],
      [
        '3174',
        'Kota Jakarta Selatan',
        [
          [
            '317401',
            'Tebet',
            [
              ['3174011002', 'Tebet Barat', '12810'],
              ['3174011001', 'Tebet Timur', '12820'],
              ['3174011004', 'Kebon Baru', '12830'],
              ['3174011005', 'Bukit Duri', '12840'],
              ['3174011007', 'Manggarai', '12850'],
              ['3174011003', 'Menteng Dalam', '12870'],
            ],
          ],
          [
            '317402',
            'Setiabudi',
            [
              ['3174021001', 'Setia Budi', '12910'],
              ['3174021004', 'Karet', '12920'],
              ['3174021002', 'Karet Semanggi', '12930'],
              ['3174021003', 'Karet Kuningan', '12940'],
              ['3174021008', 'Kuningan Timur', '12950'],
              ['3174021005', 'Menteng Atas', '12960'],
            ],
          ],
          [
            '317407',
            'Kebayoran Baru',
            [
              ['3174071004', 'Selong', '12110'],
              ['3174071002', 'Gunung', '12120'],
              ['3174071003', 'Kramat Pela', '12130'],
              ['3174071009', 'Gandaria Utara', '12140'],
              ['3174071010', 'Cipete Utara', '12150'],
              ['3174071001', 'Melawai', '12160'],
              ['3174071006', 'Senayan', '12190'],
            ],
          ],
        ],
      ],
    ],
  ],
  [
    '32',
    'Jawa Barat',
    [
      [
        '3271',
        'Kota Bogor',
        [
          [
            '327103',
            'Bogor Tengah',
            [
              ['3271031003', 'Pabaton', '16121'],
              ['3271031002', 'Paledang', '16122'],
              ['3271031001', 'Gudang', '16123'],
              ['3271031005', 'Babakan', '16128'],
              ['3271031006', 'Sempur', '16129'],
            ],
          ],
        ],
      ],
      [
        '3273',
        'Kota Bandung',
        [
          [
            '327302',
            'Coblong',
            [
              ['3273021001', 'Cipaganti', '40131'],
              ['3273021006', 'Lebak Siliwangi', '40132'],
              ['3273021003', 'Sadang Serang', '40133'],
              ['3273021005', 'Sekeloa', '40134'],
              ['3273021004', 'Dago', '40135'],
            ],
          ],
          [
            '327307',
            'Sukajadi',
            [
              ['3273071001', 'Pasteur', '40161'],
              ['3273071004', 'Sukagalih', '40163'],
              ['3273071002', 'Cipedes', '40162'],
              ['3273071003', 'Sukawarna', '40164'],
            ],
          ],
        ],
      ],
      [
        '3275',
        'Kota Bekasi',
        [
          [
            '327504',
            'Bekasi Selatan',
            [
              ['3275041002', 'Margajaya', '17141'],
              ['3275041005', 'Kayuringinjaya', '17144'],
              ['3275041003', 'Jakamulya', '17146'],
              ['3275041004', 'Jakasetia', '17147'],
              ['3275041001', 'Pekayonjaya', '17148'],
            ],
          ],
        ],
      ],
    ],
  ],
  [
    '35',
    'Jawa Timur',
    [
      [
        '3573',
        'Kota Malang',
        [
          [
            '357302',
            'Klojen',
            [
              ['3573021001', 'Klojen', '65111'],
              ['3573021002', 'Rampalcelaket', '65111'],
              ['3573021003', 'Samaan', '65112'],
              ['3573021011', 'Penanggungan', '65113'],
              ['3573021010', 'Gading Kasri', '65115'],
              ['3573021007', 'Kauman', '65119'],
              ['3573021008', 'Oro-oro Dowo', '65119'],
            ],
          ],
        ],
      ],
      [
        '3578',
        'Kota Surabaya',
        [
          [
            '357805',
            'Tegalsari',
            [
              ['3578051003', 'Kedungdoro', '60261'],
              ['3578051001', 'Tegalsari', '60262'],
              ['3578051005', 'Wonorejo', '60263'],
              ['3578051002', 'Dr. Soetomo', '60264'],
              ['3578051004', 'Keputran', '60265'],
            ],
          ],
          [
            '357808',
            'Gubeng',
            [
              ['3578081001', 'Gubeng', '60281'],
              ['3578081004', 'Kertajaya', '60282'],
              ['3578081006', 'Pucang Sewu', '60283'],
              ['3578081005', 'Baratajaya', '60284'],
              ['3578081002', 'Mojo', '60285'],
              ['3578081003', 'Airlangga', '60286'],
            ],
          ],
        ],
      ],
    ],
  ],
];

/** Every item of every level, flattened once. */
const ITEMS: Array<CityItem & { parentCode: string }> = [];
const blank = { province: '', city: '', district: '', subDistrict: '', postalCode: '' };
ITEMS.push({ ...blank, type: '0', code: 'ID', name: 'Indonesia', parentCode: '' });
for (const [pCode, province, cities] of TREE) {
  ITEMS.push({ ...blank, province, type: '1', code: pCode, name: province, parentCode: 'ID' });
  for (const [cCode, city, districts] of cities) {
    ITEMS.push({ ...blank, province, city, type: '2', code: cCode, name: city, parentCode: pCode });
    for (const [dCode, district, subs] of districts) {
      ITEMS.push({
        ...blank,
        province,
        city,
        district,
        type: '3',
        code: dCode,
        name: district,
        parentCode: cCode,
      });
      for (const [sCode, subDistrict, postalCode] of subs) {
        const place = { province, city, district, subDistrict };
        ITEMS.push({ ...blank, ...place, type: '4', code: sCode, name: subDistrict, parentCode: dCode });
        ITEMS.push({
          ...place,
          postalCode,
          type: '5',
          code: postalCode,
          name: postalCode,
          parentCode: sCode,
        });
      }
    }
  }
}

/** The items of one level under a parent (level '0' and '1' need no parent). */
export function cityLevel(type: CityLevel, parentCode: string | undefined): CityItem[] {
  return ITEMS.filter((item) => item.type === type && (type <= '1' || item.parentCode === parentCode)).map(
    ({ parentCode: _parent, ...item }) => item,
  );
}

/** The postal-code item of an address path given by names, or undefined when it is not one path. */
export function findAddress(
  province: string,
  city: string,
  district: string,
  subDistrict: string,
): CityItem | undefined {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const found = ITEMS.find(
    (item) =>
      item.type === '5' &&
      same(item.province, province) &&
      same(item.city, city) &&
      same(item.district, district) &&
      same(item.subDistrict, subDistrict),
  );
  if (!found) return undefined;
  const { parentCode: _parent, ...item } = found;
  return item;
}

/** Every complete address (postal-code items), for scenarios that need a believable saved address. */
export function allAddresses(): CityItem[] {
  return ITEMS.filter((item) => item.type === '5').map(({ parentCode: _parent, ...item }) => item);
}
