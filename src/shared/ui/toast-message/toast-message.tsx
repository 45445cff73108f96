import Box from '@mui/material/Box';

/** A toast with a bold first line and a second line of detail (SPEC section 8 writes toasts as "Title / detail"). */
export function ToastMessage({ title, description }: { title: string; description: string }) {
  return (
    <Box>
      <Box component="strong" sx={{ display: 'block' }}>
        {title}
      </Box>
      {description}
    </Box>
  );
}
