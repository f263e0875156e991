import JsBarcode from 'jsbarcode';
import QRCode from 'qrcode';
import { useEffect, useRef } from 'react';

/**
 * The QRIS payload drawn as a QR code (error correction M, as QRIS asks), on a canvas of fixed size so
 * nothing moves when it is drawn. `data-payload` keeps what was drawn, for QA tools.
 */
export function QrImage({ payload, label }: { payload: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const target = canvas.current;
    // Drawn at twice the shown size for sharp modules; the library writes its own size inline: the CSS rules.
    void QRCode.toCanvas(target, payload, { errorCorrectionLevel: 'M', margin: 1, width: 440 }).then(
      () => {
        target.style.removeProperty('width');
        target.style.removeProperty('height');
      },
      () => {
        // A browser that gives no 2D canvas (some privacy modes) leaves the frame blank; the payload
        // stays in data-payload and the code below the picture still pays.
        target.dataset.drawn = 'false';
      },
    );
  }, [payload]);
  return (
    <canvas
      ref={canvas}
      className="tu-qr"
      width={440}
      height={440}
      role="img"
      aria-label={label}
      data-payload={payload}
      data-testid="topup-qr"
    />
  );
}

/** A store payment code as a CODE128 barcode the cashier can scan. */
export function Barcode({ code, label }: { code: string; label: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!svg.current) return;
    JsBarcode(svg.current, code, { format: 'CODE128', displayValue: false, height: 72, width: 2, margin: 0 });
  }, [code]);
  return <svg ref={svg} className="tu-barcode" role="img" aria-label={label} data-testid="topup-barcode" />;
}
