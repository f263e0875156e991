import { Button, Popup, Radio, Skeleton, Tabs } from 'antd-mobile';
import { Toast } from '../ui/antd-popups';
import { CloseOutline, RightOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OPTION_LISTS,
  type CityItem,
  type CityLevel,
  type OptionGroup,
} from '../../../contracts/entities/onboarding-ext-info';
import { endpointQuery } from '../../api';
import * as endpoints from '../../../contracts/endpoints/onboarding';
import { Field } from './form-field';

interface PickerButtonProps {
  id: string;
  label: string;
  error: string | undefined;
  /** What is chosen, as the user reads it; empty shows the placeholder. */
  text: string;
  onOpen: () => void;
}

/** A form row that opens a bottom sheet: the label, the choice (or "Pilih") and a chevron. */
function PickerButton({ id, label, error, text, onOpen }: PickerButtonProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Field id={id} label={label} error={error}>
      <button
        type="button"
        id={id}
        className="form-picker"
        // Read as "label, choice": the label alone would hide what was chosen.
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={onOpen}
      >
        <span id={`${id}-value`} className={text ? 'form-picker__value' : 'form-picker__placeholder'}>
          {text || t('form.select')}
        </span>
        <RightOutline aria-hidden="true" className="form-picker__chevron" />
      </button>
    </Field>
  );
}

interface SheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A bottom sheet with a title and a close button (antd-mobile's own close icon cannot take focus). */
function Sheet({ open, title, onClose, children }: SheetProps) {
  const { t } = useTranslation('onboarding');
  const titleId = useId();
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName="form-sheet">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="form-sheet__dialog">
        <div className="form-sheet__header">
          <h2 id={titleId} className="form-sheet__title">
            {title}
          </h2>
          <Button fill="none" className="form-sheet__close" aria-label={t('picker.close')} onClick={onClose}>
            <CloseOutline aria-hidden="true" />
          </Button>
        </div>
        {children}
      </div>
    </Popup>
  );
}

interface ChoiceListProps {
  label: string;
  value: string;
  items: Array<{ value: string; label: string }>;
  onPick: (value: string) => void;
}

/** The choices of a sheet as radio buttons: a tap (or Space on a keyboard) picks one. */
function ChoiceList({ label, value, items, onPick }: ChoiceListProps) {
  return (
    <div className="form-sheet__list" role="radiogroup" aria-label={label}>
      <Radio.Group value={value} onChange={(picked) => onPick(String(picked))}>
        {items.map((item) => (
          <Radio
            key={item.value}
            value={item.value}
            block
            className="form-sheet__option"
            // Tapping the current choice again is a choice too (it closes the sheet or goes on).
            onClick={() => item.value === value && onPick(value)}
          >
            {item.label}
          </Radio>
        ))}
      </Radio.Group>
    </div>
  );
}

interface OptionFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  value: string;
  /** The contract's choice list, by its i18n group (onboarding:options.<group>.<code>). */
  group: OptionGroup;
  onChange: (code: string) => void;
  /** Called when the sheet closes, chosen or not: the field counts as visited. */
  onBlur: () => void;
}

/** One choice from a fixed list (contracts' option lists) in a bottom sheet: a tap picks and closes. */
export function OptionField({ id, label, error, value, group, onChange, onBlur }: OptionFieldProps) {
  const { t } = useTranslation('onboarding');
  const codes: readonly string[] = OPTION_LISTS[group];
  const labelOf = (code: string) => t(`options.${group}.${code}` as 'options.industry.TRADE');
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onBlur();
  };
  return (
    <>
      <PickerButton
        id={id}
        label={label}
        error={error}
        text={codes.includes(value) ? labelOf(value) : ''}
        onOpen={() => setOpen(true)}
      />
      <Sheet open={open} title={label} onClose={close}>
        <ChoiceList
          label={label}
          value={value}
          items={codes.map((code) => ({ value: code, label: labelOf(code) }))}
          onPick={(code) => {
            onChange(code);
            close();
          }}
        />
      </Sheet>
    </>
  );
}

/** A place chosen in the address lookup, down to the sub-district, with its postal code. */
export interface AddressValue {
  province: string;
  city: string;
  district: string;
  subDistrict: string;
  postalCode: string;
}

/** The levels the user picks (province to sub-district); the country above and the postal code below are the lookup's. */
const PICKED_LEVELS = ['1', '2', '3', '4'] as const;

interface AddressFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  value: AddressValue | null;
  onChange: (value: AddressValue) => void;
  onBlur: () => void;
}

/**
 * The six-level address lookup (query/city) in one bottom sheet with a tab per level: Indonesia (type 0)
 * is the only country; provinces (1), cities (2), districts (3) and sub-districts (4) load from the bank
 * as the user goes down; the chosen sub-district's postal code (5) completes the address.
 */
export function AddressField({ id, label, error, value, onChange, onBlur }: AddressFieldProps) {
  const { t } = useTranslation('onboarding');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  // Loaded levels by parent code ('' for the provinces), the path being picked and the level shown.
  const [levels, setLevels] = useState<Record<string, CityItem[]>>({});
  const [path, setPath] = useState<CityItem[]>([]);
  const [tab, setTab] = useState(0);

  const load = useCallback(
    async (type: CityLevel, parentCode: string) => {
      const answer = await client.fetchQuery({
        ...endpointQuery(endpoints.queryCity, { type, parentCode: parentCode || undefined }),
        staleTime: Infinity,
      });
      return answer.cityList;
    },
    [client],
  );

  const failed = useCallback(() => Toast.show({ content: t('picker.loadFailed') }), [t]);

  const openSheet = async () => {
    setOpen(true);
    if (levels['']) return;
    try {
      const [country] = await load('0', '');
      const provinces = await load('1', country?.code ?? '');
      setLevels((prev) => ({ ...prev, '': provinces }));
    } catch {
      failed();
    }
  };

  const close = () => {
    setOpen(false);
    onBlur();
  };

  const parentOf = (depth: number) => (depth === 0 ? '' : (path[depth - 1]?.code ?? ''));

  const pick = async (depth: number, code: string) => {
    const item = levels[parentOf(depth)]?.find((candidate) => candidate.code === code);
    if (!item) return;
    // A new choice at one level empties the levels below it; the same one keeps them.
    if (path[depth]?.code !== code) setPath((prev) => [...prev.slice(0, depth), item]);
    try {
      if (depth < PICKED_LEVELS.length - 1) {
        setTab(depth + 1);
        if (!levels[code]) {
          const items = await load(PICKED_LEVELS[depth + 1]!, code);
          setLevels((prev) => ({ ...prev, [code]: items }));
        }
        return;
      }
      // The sub-district is chosen: its postal code (level 5) completes the address.
      const [postal] = await load('5', code);
      if (!postal) return;
      onChange({
        province: postal.province,
        city: postal.city,
        district: postal.district,
        subDistrict: postal.subDistrict,
        postalCode: postal.postalCode,
      });
      close();
    } catch {
      failed();
    }
  };

  const text = value
    ? [value.subDistrict, value.district, value.city, value.province].filter(Boolean).join(', ')
    : '';
  // A tab for each level chosen so far and for the next one.
  const shown = PICKED_LEVELS.slice(0, Math.min(path.length + 1, PICKED_LEVELS.length));
  return (
    <>
      <PickerButton id={id} label={label} error={error} text={text} onOpen={() => void openSheet()} />
      <Sheet open={open} title={t('picker.addressTitle')} onClose={close}>
        <Tabs activeKey={String(tab)} onChange={(key) => setTab(Number(key))} className="form-sheet__tabs">
          {shown.map((level, depth) => {
            const items = levels[parentOf(depth)];
            const levelName = t(`picker.levels.${level}`);
            return (
              <Tabs.Tab key={String(depth)} title={path[depth]?.name ?? levelName}>
                {items ? (
                  <ChoiceList
                    label={levelName}
                    value={path[depth]?.code ?? ''}
                    items={items.map((item) => ({ value: item.code, label: item.name }))}
                    onPick={(code) => void pick(depth, code)}
                  />
                ) : (
                  <div className="form-sheet__loading" role="status" aria-label={t('picker.loading')}>
                    <Skeleton.Paragraph lineCount={5} animated />
                  </div>
                )}
              </Tabs.Tab>
            );
          })}
        </Tabs>
      </Sheet>
    </>
  );
}
