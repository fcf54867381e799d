import { useTranslation } from 'react-i18next';

export interface ThumbFile {
  id: number;
  type: 'image' | 'pdf';
  /** The large picture, or the PDF as sent. */
  url: string;
  /** 320 px; null for a PDF. */
  thumb: string | null;
}

interface PhotoThumbsProps {
  files: readonly ThumbFile[];
  /** Each picture's description for a screen reader: "Фото клиента 2". */
  alt: (n: number) => string;
}

/** Photos as thumbnails, each opening its large picture in a new tab (a PDF as a link). */
export function PhotoThumbs({ files, alt }: PhotoThumbsProps) {
  const { t } = useTranslation();
  return (
    <ul className="photos thumbs">
      {files.map((file, index) => (
        <li key={file.id} className="photo">
          <a href={file.url} target="_blank" rel="noopener">
            {file.thumb ? (
              <img src={file.thumb} alt={alt(index + 1)} loading="lazy" />
            ) : (
              <span className="pdf-thumb">PDF · {t('claims.report.openReport')}</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
