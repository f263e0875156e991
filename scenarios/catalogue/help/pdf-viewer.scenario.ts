import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'help.pdf-viewer',
  title: 'PDF viewer: the Pay Later terms as a PDF',
  description:
    'The PDF viewer opens the Pay Later terms the bank serves at /docs/tnc/prime-and-paylater.pdf (several A4 pages): the page count ("Halaman 1 dari N") follows the scroll, the + and − buttons zoom from 100% (fitted to the width) to 300%. /pdf-viewer?url=/docs/tnc/<name>.pdf opens any of the bank’s documents.',
  tags: ['help'],
  covers: ['pdf.viewer'],
  path: '/pdf-viewer?doc=paylater',
});
