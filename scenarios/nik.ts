import type { Faker } from '@faker-js/faker';
import { mobileFromDigits } from '../fake-bank/model/mobile-numbers';

/** Region codes (province + regency + district) of real Indonesian districts, for believable NIKs. */
const REGIONS = ['317101', '317402', '327301', '337401', '357801', '517101', '127101', '647201', '737101'];

/**
 * A NIK with a valid structure: 6-digit region code, birth date as DDMMYY (day + 40 for women), and a
 * 4-digit serial that is never 0000.
 */
export function makeNik(faker: Faker, dateOfBirth: string, gender: 'M' | 'F'): string {
  const [year, month, day] = dateOfBirth.split('-');
  const dd = Number(day) + (gender === 'F' ? 40 : 0);
  const serial = faker.number.int({ min: 1, max: 9999 });
  return (
    faker.helpers.arrayElement(REGIONS) +
    String(dd).padStart(2, '0') +
    month +
    String(year).slice(2) +
    String(serial).padStart(4, '0')
  );
}

/** A mobile number as the bank stores it (an operator's prefix and 8 digits, no 0 or +62 in front). */
export function makeMobile(faker: Faker): string {
  // Two draws as ever, so the people and numbers seeded after this stay the same.
  const second = faker.helpers.arrayElement(['1', '2', '5', '7', '8']);
  return mobileFromDigits(second + faker.string.numeric(9));
}
