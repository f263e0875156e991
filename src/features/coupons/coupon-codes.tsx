import JsBarcode from 'jsbarcode';
import QRCode from 'qrcode';
import { Tabs } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponDetail } from './coupon-view';

/** The claimed code as a CODE128 barcode (jsbarcode), drawn into an SVG with the digits under it. */
function Barcode({ value, label }: { value: string; label: string }) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    JsBarcode(ref.current, value, {
      format: 'CODE128',
      width: 2,
      height: 80,
      margin: 0,
      displayValue: true,
      fontSize: 16,
      textMargin: 6,
      background: 'transparent',
    });
  }, [value]);
  return <svg ref={ref} className="cp-barcode" role="img" aria-label={label} data-testid="coupon-barcode" />;
}

/** The QR code of the coupon (qrcode), as an image; a box of its size while it is drawn. */
function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(value, { margin: 1, width: 220, errorCorrectionLevel: 'M' }).then((url) => {
      if (live) setSrc(url);
    });
    return () => {
      live = false;
    };
  }, [value]);
  return src ? (
    <img className="cp-qr" src={src} alt={label} width={220} height={220} data-testid="coupon-qr" />
  ) : (
    <span className="cp-qr cp-qr--pending" aria-hidden="true" />
  );
}

type CodeKind = 'barcode' | 'qr';

/**
 * What the cashier scans: the barcode and the QR code of card_detail, the one the merchant takes first
 * (writeoffType 2 is QR, the others barcode), the other a tab away.
 */
export function CouponCodes({ coupon }: { coupon: CouponDetail }) {
  const { t } = useTranslation('coupons');
  const [kind, setKind] = useState<CodeKind>(coupon.writeoffType === '2' ? 'qr' : 'barcode');
  // The codes' values are ours: without them the coupon's own code is drawn, as a cashier types it.
  const barcode = coupon.barcodeValue || coupon.cardVoucherCode;
  const qr = coupon.qrCodeValue || coupon.cardVoucherCode;
  return (
    <div className="cp-codes" data-testid="coupon-codes" data-kind={kind}>
      <Tabs activeKey={kind} onChange={(key) => setKind(key as CodeKind)} className="cp-codes__tabs">
        <Tabs.Tab title={t('use.barcode')} key="barcode" />
        <Tabs.Tab title={t('use.qr')} key="qr" />
      </Tabs>
      <div className="cp-codes__pane">
        {kind === 'barcode' ? (
          <Barcode value={barcode} label={t('use.barcodeLabel', { code: barcode })} />
        ) : (
          <QrCode value={qr} label={t('use.qrLabel', { code: coupon.cardVoucherCode })} />
        )}
      </div>
    </div>
  );
}
