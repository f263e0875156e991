import { Alert, Button, Card, Flex, Form, Input, InputNumber, List, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { formatRupiah } from '../../../contracts/format';
import { MAX_GOODS, MAX_QUANTITY, cashierLink, type OrderBody } from '../../core/control-order-schemas';
import { calls } from './control-calls';
import { useControlAction, useSession } from './hooks';

/** What the panel reads of the session's state: its merchants and the orders waiting for payment. */
const WalletViewSchema = z.object({
  wallet: z.object({
    merchants: z.array(z.object({ merchantId: z.string(), merchantName: z.string() })),
    orders: z.array(
      z.object({ mpcOrderNo: z.string(), merchantName: z.string(), amount: z.string(), status: z.string() }),
    ),
  }),
});

interface GoodsLine {
  name?: string;
  price?: number | null;
  quantity?: number | null;
}
interface OrderForm {
  merchant?: string;
  amount?: number | null;
  goods?: GoodsLine[];
}

const rp = (amount: number | string) => formatRupiah(amount, 'en');
/** Rupiah typed as the app writes them, 150.000: dots between thousands, only digits read back. */
const grouped = {
  formatter: (value: number | string | undefined) => `${value ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, '.'),
  parser: (text: string | undefined) => (text ?? '').replace(/\D/g, ''),
};
const totalOf = (goods: GoodsLine[] = []) =>
  goods.reduce((sum, line) => sum + (line.price ?? 0) * (line.quantity ?? 0), 0);

/** The app's cashier in this tab, as a merchant's checkout sends the customer there. */
const openCashier = (link: string) => window.location.assign(link);

/** The order's lines: a name, a price and a quantity each, as many as tran/sync_order takes. */
function GoodsLines() {
  return (
    <Form.List name="goods">
      {(fields, { add, remove }) => (
        <Form.Item label="Goods">
          <Space orientation="vertical" size={8} style={{ width: '100%' }}>
            {fields.map((field, index) => (
              <Flex key={field.key} wrap gap={8} align="center" className="order-line">
                <Form.Item name={[field.name, 'name']} noStyle>
                  <Input aria-label={`Goods ${index + 1}: name`} placeholder="Name" className="order-name" />
                </Form.Item>
                <Form.Item name={[field.name, 'price']} noStyle>
                  <InputNumber
                    aria-label={`Goods ${index + 1}: price (Rp)`}
                    placeholder="Price"
                    min={1}
                    prefix="Rp"
                    {...grouped}
                    className="order-price"
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'quantity']} noStyle>
                  <InputNumber
                    aria-label={`Goods ${index + 1}: quantity`}
                    placeholder="Qty"
                    min={1}
                    max={MAX_QUANTITY}
                    className="order-quantity"
                  />
                </Form.Item>
                <Button aria-label={`Remove goods ${index + 1}`} onClick={() => remove(field.name)}>
                  Remove
                </Button>
              </Flex>
            ))}
            <Button
              disabled={fields.length >= MAX_GOODS}
              onClick={() => add({ name: '', price: null, quantity: 1 })}
            >
              Add goods
            </Button>
          </Space>
        </Form.Item>
      )}
    </Form.List>
  );
}

/** The session's orders that wait for payment, each with its cashier. */
function WaitingOrders({
  orders,
}: {
  orders: Array<{ mpcOrderNo: string; merchantName: string; amount: string }>;
}) {
  return (
    <Card title="Orders waiting for payment" size="small">
      <List
        size="small"
        dataSource={orders}
        locale={{ emptyText: 'None waiting.' }}
        renderItem={(order) => (
          <List.Item
            actions={[
              <Button key="open" size="small" href={cashierLink(order.mpcOrderNo)}>
                Open cashier
              </Button>,
            ]}
          >
            <Typography.Text code>{order.mpcOrderNo}</Typography.Text> {order.merchantName} ·{' '}
            {rp(order.amount)}
          </List.Item>
        )}
      />
    </Card>
  );
}

/**
 * The merchant stand-in, as payment sandboxes' simulators have one: a merchant, goods and an amount make an
 * order for this session through the bank's own tran/sync_order (POST /__fake-bank/orders), and the cashier
 * that pays it opens.
 */
export function OrdersPanel() {
  const session = useSession();
  const view = WalletViewSchema.safeParse(session.data?.state);
  const merchants = view.success ? view.data.wallet.merchants : [];
  const waiting = view.success ? view.data.wallet.orders.filter((o) => o.status === '0') : [];
  const [form] = Form.useForm<OrderForm>();
  const goods = Form.useWatch('goods', form);
  const [refusal, setRefusal] = useState('');
  const make = useControlAction(
    (body: OrderBody) => calls.order(body),
    (made) => `Order ${made.mpcOrderNo} made: opening its cashier.`,
  );
  const goodsTotal = totalOf(goods);
  // The session's first merchant once its state is read: a tester changes it only when it matters.
  const firstMerchant = merchants[0]?.merchantId;
  useEffect(() => {
    if (firstMerchant && !form.getFieldValue('merchant')) form.setFieldValue('merchant', firstMerchant);
  }, [firstMerchant, form]);

  const submit = (values: OrderForm) => {
    const lines = (values.goods ?? []).map((line) => ({
      name: line.name?.trim() ?? '',
      price: line.price ?? 0,
      quantity: line.quantity ?? 0,
    }));
    // No amount typed: what the goods add up to, as a merchant's basket does.
    const amount = values.amount ?? (lines.length ? totalOf(lines) : undefined);
    if (!values.merchant || !amount) {
      setRefusal(values.merchant ? 'Type the amount, or add goods.' : 'Choose a merchant.');
      return;
    }
    setRefusal('');
    make.mutate(
      { merchant: values.merchant, amount, ...(lines.length ? { goods: lines } : {}) },
      {
        onSuccess: (made) => openCashier(made.link),
        onError: (error) => setRefusal(error.message),
      },
    );
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title="Merchant stand-in" size="small">
        <Typography.Paragraph type="secondary">
          Makes an order for this session as a merchant&apos;s checkout does (the bank&apos;s tran/sync_order,
          its rules and this session&apos;s state), then opens its cashier in the app, in this tab.
        </Typography.Paragraph>
        <Form<OrderForm>
          form={form}
          className="order-form"
          layout="vertical"
          onFinish={submit}
          initialValues={{ goods: [{ name: 'Kemeja batik', price: 150_000, quantity: 1 }] }}
        >
          <Form.Item label="Merchant" name="merchant">
            <Select
              aria-label="Merchant"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={session.isLoading ? 'Loading the session…' : 'No merchant in this session'}
              options={merchants.map((m) => ({
                value: m.merchantId,
                label: `${m.merchantName} (${m.merchantId})`,
              }))}
            />
          </Form.Item>
          <GoodsLines />
          <Form.Item
            label="Amount"
            name="amount"
            extra={goodsTotal ? `Empty: the goods' total, ${rp(goodsTotal)}.` : 'The order total in rupiah.'}
          >
            <InputNumber aria-label="Amount (Rp)" min={1} prefix="Rp" {...grouped} className="order-amount" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={make.isPending}>
            Create order and open cashier
          </Button>
        </Form>
        {refusal ? (
          <Alert style={{ marginTop: 12 }} type="error" showIcon title={refusal} role="alert" />
        ) : null}
      </Card>

      <WaitingOrders orders={waiting} />
    </Space>
  );
}
