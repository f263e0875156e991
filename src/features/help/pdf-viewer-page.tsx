import { Button, SpinLoading } from 'antd-mobile';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getCallContext } from '../../api';
import { ROUTES } from '../../shared/navigation/routes';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useBackOr } from '../../shared/navigation/use-back-or';
import { EmptyState } from '../../shared/ui/empty-state';
import { Card, Screen } from '../../shared/ui/screen';
import {
  fileNameOf,
  pageInView,
  safePdfUrl,
  termsDocOf,
  zoomPercent,
  zoomStep,
  ZOOM_STEPS,
} from './help-view';
import { loadPdf, type PdfDocument } from './pdf-loader';
import { useTermsPage } from './use-help';
import { CallFailure, QueryFrame } from '../../shared/ui/query-frame';
import './pdf-viewer.css';

interface PageSize {
  width: number;
  height: number;
}

/** The container's width inside its padding, followed as the screen turns or resizes. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      setWidth(element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** One page drawn on a canvas at the zoom, sharp on the phone's pixel density; its box reserved first. */
function PdfPage(props: {
  doc: PdfDocument;
  number: number;
  pages: number;
  size: PageSize;
  scale: number;
  onVisible: (page: number, ratio: number) => void;
}) {
  const { doc, number, pages, size, scale, onVisible } = props;
  const { t } = useTranslation('help');
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<unknown> } | undefined;
    void doc.getPage(number).then((page) => {
      const target = canvas.current;
      if (cancelled || !target) return;
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      const context = target.getContext('2d');
      if (!context) return;
      task = page.render({
        canvas: target,
        canvasContext: context,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      task.promise.then(
        () => !cancelled && setDrawn(true),
        () => undefined, // cancelled by a newer zoom
      );
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, number, scale]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => entry && onVisible(number, entry.isIntersecting ? entry.intersectionRatio : 0),
      { threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [number, onVisible]);

  return (
    <div
      ref={box}
      className={`pdf-page${drawn ? '' : ' pdf-page--loading'}`}
      style={{ width: size.width * scale, height: size.height * scale }}
      data-testid="pdf-page"
      data-page={number}
    >
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('pdf.pageLabel', { page: number, pages })}
        style={{ width: size.width * scale, height: size.height * scale }}
      />
    </div>
  );
}

/** Page count, zoom out, the zoom level, zoom in: buttons a thumb reaches, not just a pinch. */
function Toolbar(props: { page: number; pages: number; zoom: number; onZoom: (index: number) => void }) {
  const { page, pages, zoom, onZoom } = props;
  const { t } = useTranslation('help');
  return (
    <div className="pdf-toolbar" role="toolbar" aria-label={t('pdf.toolbar')}>
      <p className="pdf-toolbar__pages" aria-live="polite" data-testid="pdf-page-count">
        {t('pdf.pageOf', { page, pages })}
      </p>
      <div className="pdf-toolbar__zoom">
        <Button
          shape="rounded"
          fill="outline"
          className="pdf-toolbar__button"
          aria-label={t('pdf.zoomOut')}
          disabled={zoom === 0}
          onClick={() => onZoom(zoomStep(zoom, -1))}
          data-testid="pdf-zoom-out"
        >
          <MinusOutline aria-hidden="true" />
        </Button>
        <span className="pdf-toolbar__level" data-testid="pdf-zoom-level">
          {zoomPercent(zoom)}
        </span>
        <Button
          shape="rounded"
          fill="outline"
          className="pdf-toolbar__button"
          aria-label={t('pdf.zoomIn')}
          disabled={zoom === ZOOM_STEPS.length - 1}
          onClick={() => onZoom(zoomStep(zoom, 1))}
          data-testid="pdf-zoom-in"
        >
          <AddOutline aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

type Loaded = { doc: PdfDocument; sizes: PageSize[] };

/** The document at the address, loaded once per address and per retry, released when left. */
function usePdf(url: string, attempt: number) {
  const key = `${attempt}:${url}`;
  const [state, setState] = useState<{ key: string; loaded?: Loaded; error?: unknown } | null>(null);
  useEffect(() => {
    let cancelled = false;
    let release: (() => void) | undefined;
    // The bank writes the document in the session's language, told as on every call (spec section 7).
    const { locale, channelId } = getCallContext();
    const headers = { params: JSON.stringify({ locale_lang: locale, channel_id: channelId }) };
    loadPdf(url, headers).then(
      async ({ doc, destroy }) => {
        release = destroy;
        const sizes = await Promise.all(
          Array.from({ length: doc.numPages }, async (_, i) => {
            const viewport = (await doc.getPage(i + 1)).getViewport({ scale: 1 });
            return { width: viewport.width, height: viewport.height };
          }),
        );
        if (cancelled) destroy();
        else setState({ key, loaded: { doc, sizes } });
      },
      (error: unknown) => !cancelled && setState({ key, error }),
    );
    return () => {
      cancelled = true;
      release?.();
    };
  }, [url, key]);
  // A new address or a retry shows the loading state until its answer, never the previous document.
  return state?.key === key ? state : null;
}

/** The viewer of one PDF, pages fitted to the screen's width, then zoomed by the buttons. */
function Viewer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('help');
  const [attempt, setAttempt] = useState(0);
  const [zoom, setZoom] = useState(0);
  const visible = useRef(new Map<number, number>());
  const [page, setPage] = useState(1);
  const pagesRef = useRef<HTMLDivElement>(null);
  const width = useWidth(pagesRef);
  const pdf = usePdf(url, attempt);
  const onVisible = useCallback((number: number, ratio: number) => {
    visible.current.set(number, ratio);
    setPage(pageInView(visible.current));
  }, []);

  let body;
  if (pdf?.error) {
    body = (
      <div className="pdf-error" data-testid="pdf-error">
        <CallFailure error={pdf.error} onRetry={() => setAttempt((n) => n + 1)} />
      </div>
    );
  } else if (!pdf?.loaded || width === 0) {
    body = (
      <p className="pdf-loading" role="status" data-testid="pdf-loading">
        <SpinLoading aria-hidden="true" /> {t('pdf.loading')}
      </p>
    );
  } else {
    const { doc, sizes } = pdf.loaded;
    body = sizes.map((size, index) => (
      <PdfPage
        key={index}
        doc={doc}
        number={index + 1}
        pages={sizes.length}
        size={size}
        // Fit the page to the width, then zoom.
        scale={(width / size.width) * (ZOOM_STEPS[zoom] ?? 1)}
        onVisible={onVisible}
      />
    ));
  }
  const pages = pdf?.loaded?.sizes.length ?? 0;
  return (
    <div className="pdf-viewer" data-testid="pdf-viewer" data-pages={pages}>
      <div className="pdf-viewer__head">
        <h2 className="pdf-viewer__title" data-testid="pdf-title">
          {title}
        </h2>
        {pages ? <Toolbar page={page} pages={pages} zoom={zoom} onZoom={setZoom} /> : null}
      </div>
      <div className="pdf-viewer__pages" ref={pagesRef} data-testid="pdf-pages">
        {body}
      </div>
      <a className="pdf-viewer__download" href={url} download={fileNameOf(url)} data-testid="pdf-download">
        {t('pdf.download')}
      </a>
    </div>
  );
}

/**
 * ROUTES.PDF_VIEWER (?doc=<terms page> or ?url=<a PDF on this origin>): the PDF drawn with pdf.js (loaded
 * only on this route), its page count and zoom buttons.
 */
export default function PdfViewerPage() {
  const { t } = useTranslation('help');
  const nav = useAppNavigate();
  const [search] = useSearchParams();
  const doc = termsDocOf(search.get('doc'));
  const url = safePdfUrl(search.get('url'));
  const terms = useTermsPage(url ? null : doc);
  useBackOr(doc ? `${ROUTES.LEGAL}?doc=${doc}` : ROUTES.HELP);

  if (url) return <Viewer url={url} title={fileNameOf(url)} />;
  if (!doc) {
    return (
      <Screen testId="pdf-viewer-invalid">
        <Card>
          <EmptyState
            title={t('pdf.invalidTitle')}
            body={t('pdf.invalidBody')}
            action={{ label: t('terms.all'), onClick: () => nav.replace(ROUTES.LEGAL) }}
          />
        </Card>
      </Screen>
    );
  }
  return <QueryFrame query={terms}>{(data) => <Viewer url={data.pdfUrl} title={data.title} />}</QueryFrame>;
}
