import type { CityItem } from '../../contracts/entities/onboarding-ext-info';

/**
 * The address master data of the six-level lookup (query/city): Indonesia > province > city > district
 * (kecamatan) > sub-district (kelurahan) > postal code. Small but real: BPS-style codes, real names and
 * their postal codes. The same for every session (reference data, not state that calls change).
 */
type SubDistrict = [name: string, postalCode: string];
type District = [name: string, subDistricts: SubDistrict[]];
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
            'Gambir',
            [
              ['Gambir', '10110'],
              ['Kebon Kelapa', '10120'],
              ['Petojo Utara', '10130'],
              ['Duri Pulo', '10140'],
              ['Cideng', '10150'],
              ['Petojo Selatan', '10160'],
            ],
          ],
          [
            'Menteng',
            [
              ['Menteng', '10310'],
              ['Pegangsaan', '10320'],
              ['Cikini', '10330'],
              ['Kebon Sirih', '10340'],
              ['Gondangdia', '10350'],
            ],
          ],
        ],
      ],
      [
        '3173',
        'Kota Jakarta Barat',
        [
          [
            'Grogol Petamburan',
            [
              ['Tomang', '11440'],
              ['Grogol', '11450'],
              ['Jelambar', '11460'],
              ['Tanjung Duren Utara', '11470'],
              ['Tanjung Duren Selatan', '11470'],
            ],
          ],
        ],
      ],
      [
        '3174',
        'Kota Jakarta Selatan',
        [
          [
            'Tebet',
            [
              ['Tebet Barat', '12810'],
              ['Tebet Timur', '12820'],
              ['Kebon Baru', '12830'],
              ['Bukit Duri', '12840'],
              ['Manggarai', '12850'],
              ['Menteng Dalam', '12870'],
            ],
          ],
          [
            'Setiabudi',
            [
              ['Setiabudi', '12910'],
              ['Karet', '12920'],
              ['Karet Semanggi', '12930'],
              ['Karet Kuningan', '12940'],
              ['Kuningan Timur', '12950'],
              ['Menteng Atas', '12960'],
            ],
          ],
          [
            'Kebayoran Baru',
            [
              ['Selong', '12110'],
              ['Gunung', '12120'],
              ['Kramat Pela', '12130'],
              ['Gandaria Utara', '12140'],
              ['Cipete Utara', '12150'],
              ['Melawai', '12160'],
              ['Senayan', '12190'],
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
            'Bogor Tengah',
            [
              ['Pabaton', '16121'],
              ['Paledang', '16122'],
              ['Gudang', '16123'],
              ['Babakan', '16128'],
              ['Sempur', '16129'],
            ],
          ],
        ],
      ],
      [
        '3273',
        'Kota Bandung',
        [
          [
            'Coblong',
            [
              ['Cipaganti', '40131'],
              ['Lebak Siliwangi', '40132'],
              ['Sadang Serang', '40133'],
              ['Sekeloa', '40134'],
              ['Dago', '40135'],
            ],
          ],
          [
            'Sukajadi',
            [
              ['Pasteur', '40161'],
              ['Sukajadi', '40162'],
              ['Cipedes', '40162'],
              ['Sukawarna', '40164'],
            ],
          ],
        ],
      ],
      [
        '3275',
        'Kota Bekasi',
        [
          [
            'Bekasi Selatan',
            [
              ['Marga Jaya', '17141'],
              ['Kayuringin Jaya', '17144'],
              ['Jaka Mulya', '17146'],
              ['Jaka Setia', '17147'],
              ['Pekayon Jaya', '17148'],
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
            'Klojen',
            [
              ['Klojen', '65111'],
              ['Rampal Celaket', '65111'],
              ['Samaan', '65112'],
              ['Penanggungan', '65113'],
              ['Gadingkasri', '65115'],
              ['Kauman', '65119'],
              ['Oro-oro Dowo', '65119'],
            ],
          ],
        ],
      ],
      [
        '3578',
        'Kota Surabaya',
        [
          [
            'Tegalsari',
            [
              ['Kedungdoro', '60261'],
              ['Tegalsari', '60262'],
              ['Wonorejo', '60263'],
              ['Dr. Soetomo', '60264'],
              ['Keputran', '60265'],
            ],
          ],
          [
            'Gubeng',
            [
              ['Gubeng', '60281'],
              ['Kertajaya', '60282'],
              ['Pucang Sewu', '60283'],
              ['Baratajaya', '60284'],
              ['Mojo', '60285'],
              ['Airlangga', '60286'],
            ],
          ],
        ],
      ],
    ],
  ],
];

const pad2 = (n: number) => String(n + 1).padStart(2, '0');

/** Every item of every level, flattened once: codes of districts and sub-districts extend their parent's. */
const ITEMS: Array<CityItem & { parentCode: string }> = [];
const blank = { province: '', city: '', district: '', subDistrict: '', postalCode: '' };
ITEMS.push({ ...blank, type: '0', code: 'ID', name: 'Indonesia', parentCode: '' });
for (const [pCode, province, cities] of TREE) {
  ITEMS.push({ ...blank, province, type: '1', code: pCode, name: province, parentCode: 'ID' });
  for (const [cCode, city, districts] of cities) {
    ITEMS.push({ ...blank, province, city, type: '2', code: cCode, name: city, parentCode: pCode });
    districts.forEach(([district, subs], d) => {
      const dCode = cCode + pad2(d);
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
      subs.forEach(([subDistrict, postalCode], s) => {
        const sCode = dCode + '10' + pad2(s);
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
      });
    });
  }
}

/** The items of one level under a parent (level '0' and '1' need no parent). */
export function cityLevel(type: CityItem['type'], parentCode: string | undefined): CityItem[] {
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
