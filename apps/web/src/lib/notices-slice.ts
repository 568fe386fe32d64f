// Messages for the user raised outside React (failed calls, the editor's save queue), shown once each by <Notices>.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface Notice {
  id: number;
  type: 'success' | 'warning' | 'error' | 'info';
  text: string;
}

interface NoticesState {
  list: Notice[];
  seq: number;
}

export const noticesSlice = createSlice({
  name: 'notices',
  initialState: (): NoticesState => ({ list: [], seq: 0 }),
  reducers: {
    noticeAdded(state, action: PayloadAction<Omit<Notice, 'id'>>) {
      state.seq += 1;
      state.list.push({ id: state.seq, ...action.payload });
    },
    noticeShown(state, action: PayloadAction<number>) {
      state.list = state.list.filter((n) => n.id !== action.payload);
    },
  },
  selectors: { selectNotices: (s) => s.list },
});

export const { noticeAdded, noticeShown } = noticesSlice.actions;
export const { selectNotices } = noticesSlice.selectors;
