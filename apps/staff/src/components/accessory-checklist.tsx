interface AccessoryChecklistProps {
  legend: string;
  items: string[];
  checked: string[];
  onChange: (checked: string[]) => void;
}

/** What is in the box, ticked at the counter: the hand-over's and the return's condition record. */
export function AccessoryChecklist({ legend, items, checked, onChange }: AccessoryChecklistProps) {
  return (
    <fieldset className="field offices">
      <legend>{legend}</legend>
      {items.map((item) => (
        <label key={item} className="check">
          <input
            type="checkbox"
            checked={checked.includes(item)}
            onChange={(event) =>
              onChange(event.target.checked ? [...checked, item] : checked.filter((a) => a !== item))
            }
          />
          {item}
        </label>
      ))}
    </fieldset>
  );
}
