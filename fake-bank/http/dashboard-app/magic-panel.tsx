import { Card, Typography } from 'antd';

const { Text } = Typography;

/** Inputs that reach an outcome without the dashboard, as payment sandboxes do (the README has the table). */
export function MagicPanel() {
  return (
    <Card title="Magic values">
      <ul className="magic-list">
        <li>
          OTP <Text code>123456</Text> right, <Text code>000000</Text> expired, <Text code>999999</Text>{' '}
          system error, other digits wrong
        </li>
        <li>
          PIN <Text code>135790</Text>, login password <Text code>Allo@2026</Text>, email{' '}
          <Text code>terdaftar@contoh.co.id</Text> taken
        </li>
        <li>
          ID card file names with <Text code>ktp-blurry</Text>, <Text code>ktp-no-border</Text>,{' '}
          <Text code>ktp-flash</Text>, <Text code>ktp-unreadable</Text>, <Text code>ktp-limit</Text>,{' '}
          <Text code>ktp-other-card</Text>
        </li>
        <li>
          Face <Text code>FACE_INFO</Text> with <Text code>face-blurry</Text>, <Text code>face-dark</Text>,{' '}
          <Text code>face-accessories</Text>, <Text code>face-limit</Text>
        </li>
        <li>
          Instant Cash <Text code>505050</Text> fails; repayment <Text code>10101</Text> balance too low,{' '}
          <Text code>10202</Text> fails; checkout <Text code>40404</Text> / wallet pay <Text code>99999</Text>{' '}
          fail
        </li>
        <li>
          Repayment from the balance confirmed with PIN <Text code>135790</Text>; by virtual account, the
          transfer arrives with{' '}
          <Text code className="magic-long">
            {'POST /__fake-bank/simulate/va-payment {"vaCode": VA_ACCT_NO, "amount": TOT_AMOUNT}'}
          </Text>
        </li>
      </ul>
    </Card>
  );
}
