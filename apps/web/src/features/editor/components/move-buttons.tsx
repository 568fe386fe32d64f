// 上移 / 下移 of a module or of an entry in it.
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { IconAction } from './icon-action';

const MOVES = [
  { direction: -1, verb: '上移', icon: <ArrowUpOutlined aria-hidden /> },
  { direction: 1, verb: '下移', icon: <ArrowDownOutlined aria-hidden /> },
] as const;

interface MoveButtonsProps {
  /** What moves, in the tooltips ('模块'; empty for an entry). */
  what: string;
  /** Its name, in the buttons' names. */
  name: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: -1 | 1) => void;
}

export function MoveButtons({ what, name, canMoveUp, canMoveDown, onMove }: MoveButtonsProps) {
  return MOVES.map(({ direction, verb, icon }) => (
    <IconAction
      key={direction}
      tip={`${verb}${what}`}
      icon={icon}
      aria-label={`${verb}${what}：${name}`}
      disabled={direction < 0 ? !canMoveUp : !canMoveDown}
      onClick={() => onMove(direction)}
    />
  ));
}
