import { useTranslation } from 'react-i18next';
import { either } from '../../../contracts/spelling';
import { formatRupiah } from '../../shared/lib/money';
import { MerchantMark } from '../../shared/ui/illustrations/merchant-mark';
import { Rows } from '../../shared/ui/rows';
import { Card, Hero } from '../../shared/ui/screen';
import type { CheckoutOrder } from './use-checkout';

/** Whom the customer pays and for what: the merchant, the order number, the goods, the total large. */
export function OrderCard({ order }: { order: CheckoutOrder }) {
  const { t, i18n } = useTranslation('checkout');
  // "goodsList or goodsDtls" (spec section 3): whichever the bank sent.
  const goods = either(order, 'goodsList', 'goodsDtls');
  return (
    <Card className="co-order" testId="checkout-order">
      <div className="co-order__merchant">
        {/* The merchant's mark (as on its coupons and deals), beside its name: hidden from assistive technology. */}
        <span className="co-order__icon">
          <MerchantMark name={order.merchantName} size={44} />
        </span>
        <span className="co-order__names">
          <span className="co-order__name" data-testid="checkout-merchant">
            {order.merchantName}
          </span>
          {order.storeName && order.storeName !== order.merchantName ? (
            <span className="co-order__store">{order.storeName}</span>
          ) : null}
          <span className="co-order__no">{t('order.number', { no: order.orderNo })}</span>
        </span>
      </div>
      <Hero
        label={t('order.total')}
        amount={formatRupiah(order.amount, i18n.language)}
        testId="checkout-total"
      />
      {goods.length > 0 ? (
        <Rows
          label={t('order.goods')}
          rows={goods.map((g) => ({
            label: `${g.goodsName} \u00d7 ${g.goodsNum}`,
            value: formatRupiah(Number(g.goodsPrice) * Number(g.goodsNum), i18n.language),
          }))}
        />
      ) : null}
    </Card>
  );
}
