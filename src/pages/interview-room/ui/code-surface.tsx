import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { isRoomLanguage, LANGUAGE_KEY, ROOM_LANGUAGES, ROOM_MAP, type RoomSurfaceProps } from '@/entities/room';
import { RoundEditors } from './round-editors';

/** The code surface: the shared language and each round's shared editor. */
export function CodeSurface({ connection, round, language }: RoomSurfaceProps) {
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: 0 }}>
      <FormControl size="small" sx={{ maxWidth: 240, pt: 0.5 }}>
        <InputLabel id="room-language-label" sx={{ mt: 0.5 }}>
          Language
        </InputLabel>
        <Select
          labelId="room-language-label"
          label="Language"
          value={language}
          onChange={(event) => {
            if (isRoomLanguage(event.target.value)) connection.doc.getMap(ROOM_MAP).set(LANGUAGE_KEY, event.target.value);
          }}
        >
          {ROOM_LANGUAGES.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <RoundEditors connection={connection} round={round} language={language} />
      </Box>
    </Box>
  );
}
